import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
