import { Paper, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { useAdminExternalProviderServicesPageQuery } from '../../../gql/hooks';
import { BackToProviders, ProviderNotFound, providerOf } from './ProviderPageParts';
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

/** /admin/external-providers/{id}/services: one provider's services, whatever their status. */
export function ExternalProviderServicesPage() {
  const { providerId = '' } = useParams();
  const query = useAdminExternalProviderServicesPageQuery({ variables: { providerId } });

  return (
    <QueryStates
      query={query}
      loading="Loading services…"
      errorTitle="Error loading services"
      select={(data) => {
        const provider = providerOf(data.node);
        return provider && { provider, services: data.providerServices };
      }}
      notFound={<ProviderNotFound />}
    >
      {({ provider, services }) => (
        <AdminPage
          before={<BackToProviders />}
          title={`Services of ${provider.businessName ?? provider.name}`}
          description={`${provider.name} · ${provider.email}`}
        >
          {services.edges.length === 0 ? (
            <Paper withBorder>
              <EmptyState title="No services yet" description="This provider has not listed any services." />
            </Paper>
          ) : (
            <Stack gap="md">
              <Text c="dimmed" fz="sm">
                {countOf(services.totalCount, 'service', 'services')}
              </Text>
              <ServicesTable services={services.edges.map((edge) => edge.node)} showProvider={false} />
              <LoadMore pageInfo={services.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
            </Stack>
          )}
        </AdminPage>
      )}
    </QueryStates>
  );
}
