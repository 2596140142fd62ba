import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';

export function BackToProviders() {
  return (
    <Anchor component={Link} to="/admin/service-providers?tab=external" fz="sm" fw={600} w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        External providers
      </Group>
    </Anchor>
  );
}

/** An external provider's page for an id that names no provider. */
export function ProviderNotFound() {
  return (
    <Stack gap="lg">
      <BackToProviders />
      <EmptyState title="Provider not found" description="This provider account may have been removed." />
    </Stack>
  );
}

/** The provider a page's `node(id:)` answered, or null for any other kind of node. */
export function providerOf<Node extends { __typename: string }>(node: Node | null | undefined) {
  return node?.__typename === 'User' ? (node as Extract<Node, { __typename: 'User' }>) : null;
}
