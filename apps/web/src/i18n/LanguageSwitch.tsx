import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, activeLanguage, setLanguage, type Language } from './i18n.js';

/** Each language named in itself, so a player who reads only one of them finds it. */
const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** "EN | ES": small enough for a 360 px phone header, each choice named in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = activeLanguage();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('common.language')}>
      {LANGUAGES.map((language, index) => (
        <Group key={language} gap={4} wrap="nowrap">
          {index > 0 && (
            <Text size="sm" c="dimmed" aria-hidden="true">
              |
            </Text>
          )}
          <UnstyledButton
            lang={language}
            // The visible code first, so the name holds what is shown (WCAG 2.5.3): 'EN (English)'.
            aria-label={t('common.languageOption', {
              code: language.toUpperCase(),
              name: NAMES[language],
            })}
            aria-pressed={language === current}
            onClick={() => void setLanguage(language)}
            fz="sm"
            fw={language === current ? 800 : 400}
            td={language === current ? undefined : 'underline'}
            px={4}
            py={6}
          >
            {language.toUpperCase()}
          </UnstyledButton>
        </Group>
      ))}
    </Group>
  );
}
