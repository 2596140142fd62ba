import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { AdminCustomersPageQuery } from '../../../gql/graphql';
import { useAdminCustomersPageQuery } from '../../../gql/hooks';
import { AccountStatusAction, AccountStatusBadge, isDeleted } from '../shared/AccountStatus';
import { DeleteAccountAction } from '../shared/DeleteAccountAction';
import { AdminPage } from '../shared/AdminPage';
import { LoadMore } from '../../../components/LoadMore';
import { countOf } from '../../../lib/count';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { RatingLine } from '../../../components/RatingLine';

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
          customerRating {
            average
            count
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
  value ? (
    value
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );

type Customer = AdminCustomersPageQuery['customers']['edges'][number]['node'];

const COLUMNS: Column<Customer>[] = [
  { label: 'Name', render: (customer) => customer.name },
  { label: 'Email', render: (customer) => customer.email },
  { label: 'Phone', render: (customer) => (customer.phone ? <PhoneNumber phone={customer.phone} /> : dash(null)) },
  { label: 'City', render: (customer) => dash(customer.city?.name) },
  {
    label: 'Rated by providers',
    render: ({ customerRating: { average, count } }) => (average == null ? dash(null) : <RatingLine average={average} count={count} />),
  },
  { label: 'Status', render: (customer) => <AccountStatusBadge status={customer.status} /> },
  {
    label: 'Actions',
    actions: true,
    render: (customer) =>
      !isDeleted(customer.status) && (
        <Group gap="xs" wrap="nowrap">
          <AccountStatusAction user={customer} />
          <DeleteAccountAction user={customer} />
        </Group>
      ),
  },
];

/** /admin/customers: every customer account with name, email, phone, city and status; deactivate or reactivate. */
export function CustomersPage() {
  const query = useAdminCustomersPageQuery();
  const customers = query.data?.customers;

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
      <QueryStates
        query={query}
        loading="Loading customers…"
        errorTitle="Error loading customers"
        select={(data) => data.customers}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState title="No customers found." />
          </Paper>
        }
      >
        {(list) => (
          <Stack gap="md">
            <DataTable rows={list.edges.map((edge) => edge.node)} columns={COLUMNS} minWidth={820} label="Customers" framed />
            <Group justify="center">
              <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
            </Group>
          </Stack>
        )}
      </QueryStates>
    </AdminPage>
  );
}
