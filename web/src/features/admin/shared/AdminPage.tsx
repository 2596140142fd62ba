import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminPageProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the title (they wrap below it on phones). */
  actions?: ReactNode;
  /** Above the title, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
}

/** The frame of every back-office screen: title, optional description and actions, then the content. */
export function AdminPage({ title, description, actions, before, children }: AdminPageProps) {
  return (
    <Stack gap="lg">
      {before}
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" component="div">
              {description}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
