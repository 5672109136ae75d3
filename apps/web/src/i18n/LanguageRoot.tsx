import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Remounts the app when the language changes: text helpers outside components (toasts, freshness
 * lines, chart captions) call i18n's t() directly, and a remount is the one way every one of them
 * reads the new language. A switch is rare, so losing a half-typed form to it is acceptable.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Fragment key={i18n.language}>{children}</Fragment>;
}
