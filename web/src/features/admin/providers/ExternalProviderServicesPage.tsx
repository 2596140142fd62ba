import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useAdminExternalProviderServicesPageQuery } from '../../../gql/hooks';
import { errorCode } from '../../../lib/errors';
import { AdminPage } from '../shared/AdminPage';
import { LoadMore } from '../../../components/LoadMore';
import { ServicesTable } from '../services/ServicesTable';
import { countOf } from '../../../lib/count';

graphql(`
  query AdminExternalProviderServicesPage($providerId: ID!, $after: String) {
    node(id: $providerId) {
      __typename
      id
      ... on User {
        name
        email
        businessName
        role
      }
    }
    providerServices(providerId: $providerId, first: 50, after: $after) {
      edges {
        node {
          id
          ...ServicesTable_service
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

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

const MISSING = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/** /admin/external-providers/{id}/services: one provider's services, whatever their status. */
export function ExternalProviderServicesPage() {
  const { providerId = '' } = useParams();
  const { data, loading, error, refetch, fetchMore } = useAdminExternalProviderServicesPageQuery({ variables: { providerId } });

  if (loading && !data) return <PageLoader label="Loading services…" />;
  const provider = data?.node?.__typename === 'User' ? data.node : null;
  if ((error && !data && MISSING.has(errorCode(error) ?? '')) || (data && !provider)) {
    return (
      <Stack gap="lg">
        <BackToProviders />
        <EmptyState title="Provider not found" description="This provider account may have been removed." />
      </Stack>
    );
  }
  if (error && !data) return <ErrorState error={error} title="Error loading services" onRetry={() => void refetch()} />;
  const services = data?.providerServices;

  return (
    <AdminPage
      before={<BackToProviders />}
      title={`Services of ${provider?.businessName ?? provider?.name ?? 'provider'}`}
      description={provider ? `${provider.name} · ${provider.email}` : undefined}
    >
      {!services || services.edges.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No services yet" description="This provider has not listed any services." />
        </Paper>
      ) : (
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {countOf(services.totalCount, 'service', 'services')}
          </Text>
          <ServicesTable services={services.edges.map((edge) => edge.node)} showProvider={false} />
          <LoadMore pageInfo={services.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
        </Stack>
      )}
    </AdminPage>
  );
}
