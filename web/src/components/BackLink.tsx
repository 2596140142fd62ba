import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The "← Services" link above a detail page, back to the list it came from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" fw={600} w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {children}
      </Group>
    </Anchor>
  );
}
