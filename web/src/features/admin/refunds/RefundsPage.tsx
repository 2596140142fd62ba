import { Anchor, Badge, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore } from '../../../components/LoadMore';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { RefundsToPayPageQuery } from '../../../gql/graphql';
import { useRefundsToPayPageQuery } from '../../../gql/hooks';
import { countOf } from '../../../lib/count';
import { ageOf, formatMoment } from '../../../lib/dates';
import { formatKwacha } from '../../../lib/money';
import { customerSummary } from '../bookings/labels';
import { AdminPage } from '../shared/AdminPage';
import { RefundStanding } from './RefundStanding';
import { RefundActionButtons, useRefundSettling, type RefundToSettle, type StartSettling } from './RefundSettling';

graphql(`
  query RefundsToPayPage($after: String) {
    refundsToPay(first: 50, after: $after) {
      edges {
        node {
          id
          amount
          reason
          createdAt
          ...RefundStanding_refund
          booking {
            id
            reference
            customer {
              id
              name
            }
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

type Row = RefundsToPayPageQuery['refundsToPay']['edges'][number]['node'];

const toSettle = (refund: Row): RefundToSettle => ({
  id: refund.id,
  amount: refund.amount,
  customer: customerSummary(refund.booking.customer).name,
  reference: refund.booking.reference,
});

function columns(onSettle: StartSettling): Column<Row>[] {
  return [
    {
      label: 'Booking',
      render: (refund) => (
        <Anchor component={Link} to={`/admin/requests/${refund.booking.id}`} fw={700} fz="inherit" underline="always">
          {refund.booking.reference}
        </Anchor>
      ),
    },
    { label: 'Customer', render: (refund) => customerSummary(refund.booking.customer).name },
    {
      label: 'Amount',
      align: 'right',
      render: (refund) => (
        <Text span fw={600} fz="inherit">
          {formatKwacha(refund.amount)}
        </Text>
      ),
    },
    { label: 'Reason', render: (refund) => refund.reason },
    { label: 'Status', render: (refund) => <RefundStanding refund={refund} /> },
    {
      label: 'Age',
      render: (refund) => (
        <>
          {ageOf(refund.createdAt)}
          <Text fz="xs" c="dimmed">
            since {formatMoment(refund.createdAt)}
          </Text>
        </>
      ),
    },
    { label: 'Actions', actions: true, render: (refund) => <RefundActionButtons refund={toSettle(refund)} onStart={onSettle} /> },
  ];
}

/** /admin/refunds: refunds the team pays by hand (due, or failed at the network), oldest first; Mark paid or Not owed. */
export function RefundsPage() {
  const query = useRefundsToPayPageQuery();
  // A settled refund leaves the loaded pages from the cache (RefundSettling), so nothing needs reading again.
  const settling = useRefundSettling([]);
  const refunds = query.data?.refundsToPay;

  return (
    <AdminPage
      title="Refunds to pay"
      description="Money owed back to customers for cancelled bookings that the team sends by hand: proofs of payment, and refunds the network could not send."
      actions={
        refunds && (
          <Badge variant="light" size="lg" tt="none">
            {countOf(refunds.totalCount, 'refund', 'refunds')}
          </Badge>
        )
      }
    >
      <QueryStates
        query={query}
        loading="Loading refunds…"
        errorTitle="Error loading refunds"
        select={(data) => data.refundsToPay}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState title="No refunds to pay." />
          </Paper>
        }
      >
        {(list) => (
          <Stack gap="md">
            <DataTable
              rows={list.edges.map((edge) => edge.node)}
              columns={columns(settling.start)}
              minWidth={900}
              label="Refunds to pay"
              framed
            />
            <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => query.fetchMore({ variables: { after } })} />
          </Stack>
        )}
      </QueryStates>
      {settling.dialogs}
    </AdminPage>
  );
}
