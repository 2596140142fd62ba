import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A real page for a screen that a later release fills in: what it is, and that it is coming. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text>{description}</Text>
          <Alert variant="light" color="copper" icon={<IconHourglassHigh />} title="Coming soon">
            This screen is being built and will be available in an upcoming release.
          </Alert>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
