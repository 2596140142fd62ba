import { Badge, Tabs } from '@mantine/core';
import { IconBuildingStore, IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { useAdminServiceProvidersPageQuery } from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { ExternalProvidersTab } from './ExternalProvidersTab';
import { InternalProvidersTab } from './InternalProvidersTab';
import { countFigure } from '../../../lib/count';

graphql(`
  query AdminServiceProvidersPage($internalAfter: String, $externalAfter: String) {
    internalProviders(first: 25, after: $internalAfter) {
      edges {
        node {
          id
          ...InternalProvidersTab_provider
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
    externalProviders(first: 25, after: $externalAfter) {
      edges {
        node {
          id
          ...ExternalProvidersTab_provider
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

type Tab = 'internal' | 'external';

/** /admin/service-providers: the internal team (Internal) and external provider accounts (External). */
export function ServiceProvidersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'external' ? 'external' : 'internal';
  const query = useAdminServiceProvidersPageQuery();
  const { data, fetchMore } = query;

  return (
    <AdminPage title="Service Providers" description="The internal team and the external providers who list their own services.">
      <Tabs
        value={tab}
        onChange={(next) => setSearchParams(next === 'external' ? { tab: 'external' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab
            value="internal"
            leftSection={<IconUsersGroup size={16} />}
            rightSection={
              data && (
                <Badge size="xs" variant="light">
                  {countFigure(data.internalProviders.totalCount)}
                </Badge>
              )
            }
          >
            Internal
          </Tabs.Tab>
          <Tabs.Tab
            value="external"
            leftSection={<IconBuildingStore size={16} />}
            rightSection={
              data && (
                <Badge size="xs" variant="light">
                  {countFigure(data.externalProviders.totalCount)}
                </Badge>
              )
            }
          >
            External
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="internal">
          <InternalProvidersTab query={query} onLoadMore={(after) => fetchMore({ variables: { internalAfter: after } })} />
        </Tabs.Panel>
        <Tabs.Panel value="external">
          <ExternalProvidersTab query={query} onLoadMore={(after) => fetchMore({ variables: { externalAfter: after } })} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
