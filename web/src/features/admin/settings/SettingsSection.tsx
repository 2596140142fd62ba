import { Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the settings form: an icon, a heading, what the settings do, and the fields. */
export function SettingsSection({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card padding="lg" component="section" aria-label={title}>
      <Group gap="xs" mb={4} wrap="nowrap">
        {icon}
        <Title order={2} fz="lg">
          {title}
        </Title>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {description}
      </Text>
      {children}
    </Card>
  );
}
