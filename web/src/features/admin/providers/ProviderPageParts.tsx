import { Stack } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { BackLink } from '../../../components/BackLink';

export function BackToProviders() {
  return <BackLink to="/admin/service-providers?tab=external">External providers</BackLink>;
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
