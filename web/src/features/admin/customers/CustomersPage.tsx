import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useAdminCustomersPageQuery } from '../../../gql/hooks';
import { AccountStatusAction, AccountStatusBadge } from '../shared/AccountStatus';
import { AdminPage } from '../shared/AdminPage';
import { LoadMore } from '../../../components/LoadMore';
import { countOf } from '../../../lib/count';
import { PhoneNumber } from '../../../components/PhoneLinks';

graphql(`
  query AdminCustomersPage($after: String) {
    customers(first: 50, after: $after) {
      edges {
        node {
          id
          name
          email
          phone
          status
          city {
            id
            name
          }
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

const dash = (value: string | null | undefined) =>
  value ? value : (
    <Text span c="dimmed">
      —
    </Text>
  );

/** /admin/customers: every customer account with name, email, phone, city and status; deactivate or reactivate. */
export function CustomersPage() {
  const { data, loading, error, refetch, fetchMore } = useAdminCustomersPageQuery();
  const customers = data?.customers;

  return (
    <AdminPage
      title="Customers"
      description="Everyone with a customer account."
      actions={
        customers && (
          <Badge variant="light" size="lg">
            {countOf(customers.totalCount, 'customer', 'customers')}
          </Badge>
        )
      }
    >
      {loading && !data ? (
        <PageLoader label="Loading customers…" />
      ) : error && !data ? (
        <ErrorState error={error} title="Error loading customers" onRetry={() => void refetch()} />
      ) : !customers || customers.edges.length === 0 ? (
        <Paper withBorder>
          <EmptyState title="No customers found." />
        </Paper>
      ) : (
        <Stack gap="md">
          <Paper withBorder>
            <Table.ScrollContainer minWidth={820}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Phone</Table.Th>
                    <Table.Th>City</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {customers.edges.map(({ node }) => (
                    <Table.Tr key={node.id}>
                      <Table.Td fw={600}>{node.name}</Table.Td>
                      <Table.Td>{node.email}</Table.Td>
                      <Table.Td>{node.phone ? <PhoneNumber phone={node.phone} /> : dash(null)}</Table.Td>
                      <Table.Td>{dash(node.city?.name)}</Table.Td>
                      <Table.Td>
                        <AccountStatusBadge status={node.status} />
                      </Table.Td>
                      <Table.Td>
                        <AccountStatusAction user={node} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <Group justify="center">
            <LoadMore pageInfo={customers.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
          </Group>
        </Stack>
      )}
    </AdminPage>
  );
}
