import { Button, Center, Stack, Text } from '@mantine/core';

export interface ErrorPageProps {
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPage({
  message = 'Error loading data. Please try again.',
  onRetry,
  retryLabel = 'Retry',
}: ErrorPageProps) {
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm" role="alert">
        <Text c="red" fw={600}>
          {message}
        </Text>
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
      </Stack>
    </Center>
  );
}
