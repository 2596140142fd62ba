import { Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
