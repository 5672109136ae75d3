import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{label ?? t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
