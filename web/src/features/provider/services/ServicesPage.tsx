import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadMore } from '../../../components/LoadMore';
import { IconInfoCircle, IconPlus, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import { useProviderServicesPageQuery } from '../../../gql/hooks';
import { ServiceListItem } from './ServiceListItem';
import { countOf } from '../../../lib/count';
import { QueryStates } from '../../../components/QueryStates';

graphql(`
  query ProviderServicesPage($after: String) {
    me {
      id
      verified
      isApproved
    }
    myServices(first: 50, after: $after) {
      edges {
        node {
          id
          ...ServiceListItem_service
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

export function AddServiceButton() {
  return (
    <Button component={Link} to="/provider/services/add" leftSection={<IconPlus size={18} />}>
      Add service
    </Button>
  );
}

/** My Services: the provider's own services, always fresh from the server (never the 60 s cache). */
export function ServicesPage() {
  const query = useProviderServicesPageQuery({
    fetchPolicy: 'cache-and-network',
  });
  const { data } = query;

  const services = data?.myServices;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            My Services
          </Title>
          {services && services.totalCount > 0 && (
            <Text c="dimmed" fz="sm">
              {countOf(services.totalCount, 'service', 'services')}
            </Text>
          )}
        </div>
        <AddServiceButton />
      </Group>

      {data?.me && !data.me.isApproved && (
        <Alert color="copper" variant="light" icon={<IconInfoCircle />} title="Your account is pending" role="note">
          While the team has your account set to Pending, customers cannot see any of your services.
        </Alert>
      )}

      <QueryStates
        query={query}
        loading="Loading your services…"
        select={(page) => page.myServices}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <EmptyState
            icon={<IconTools size={30} stroke={1.5} />}
            title="No services yet. Your created services will appear here."
            action={<AddServiceButton />}
          />
        }
      >
        {(list) => (
          <Stack gap="sm">
            {list.edges.map((edge) => (
              <ServiceListItem key={edge.node.id} service={edge.node} />
            ))}
            <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
