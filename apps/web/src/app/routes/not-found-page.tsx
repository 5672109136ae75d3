import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Seo } from '../../components/Seo.js';
import { t } from '../../i18n/i18n.js';

export default function NotFoundPage() {
  return (
    <Center component="main" mih="80dvh" p="md">
      <Seo title={t('notFound.pageNotFound')} description={t('notFound.thisPageDoesNot')} />
      <Paper withBorder p="lg" maw={420}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('notFound.pageNotFound')}
          </Title>
          <Text c="dimmed">{t('notFound.didYouForgetTo')}</Text>
          <Anchor component={Link} to="/">
            {t('notFound.backToTheAnalysis')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
