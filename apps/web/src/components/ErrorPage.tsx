import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ErrorPageProps {
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPage({ message, onRetry, retryLabel }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" role="alert">
        <Text c="red" fw={600}>
          {message ?? t('common.errorLoading')}
        </Text>
        {onRetry && <Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>}
      </Stack>
    </Center>
  );
}
