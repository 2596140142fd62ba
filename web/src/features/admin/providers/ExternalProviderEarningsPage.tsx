import { useParams } from 'react-router-dom';
import { ListCard, listState } from '../../../components/ListCard';
import { PayoutsTable, PayoutsTable_connection } from '../../../components/payouts/PayoutsTable';
import { ProviderBalanceSummary } from '../../../components/payouts/ProviderBalanceSummary';
import { QueryStates } from '../../../components/QueryStates';
import { getFragmentData, graphql } from '../../../gql';
import { useAdminExternalProviderEarningsPageQuery, useAdminProviderPayoutsQuery } from '../../../gql/hooks';
import { useDocumentTitle } from '../../../lib/document-title';
import { AdminPage } from '../shared/AdminPage';
import { BackToProviders, ProviderNotFound, providerOf } from './ProviderPageParts';
import { ProviderEarningsCard } from './ProviderEarningsCard';

graphql(`
  query AdminExternalProviderEarningsPage($providerId: ID!) {
    node(id: $providerId) {
      __typename
      id
      ... on User {
        name
        email
        businessName
      }
    }
    providerBalance(providerId: $providerId) {
      ...ProviderBalanceSummary_balance
    }
  }
`);

graphql(`
  query AdminProviderPayouts($providerId: ID!, $after: String) {
    providerPayouts(providerId: $providerId, first: 10, after: $after) {
      ...PayoutsTable_connection
    }
  }
`);

/**
 * /admin/external-providers/{id}/earnings: what AYS owes one external provider for completed bookings, the
 * unpaid earnings to pay out, and the payouts recorded.
 */
export function ExternalProviderEarningsPage() {
  const { providerId = '' } = useParams();
  const query = useAdminExternalProviderEarningsPageQuery({ variables: { providerId } });
  const provider = providerOf(query.data?.node);
  useDocumentTitle(provider ? `Earnings and payouts of ${provider.businessName ?? provider.name}` : 'Earnings and payouts');

  return (
    <QueryStates
      query={query}
      loading="Loading earnings…"
      errorTitle="Could not load this provider"
      select={(data) => {
        const found = providerOf(data.node);
        return found && { provider: found, balance: data.providerBalance };
      }}
      notFound={<ProviderNotFound />}
    >
      {({ provider: found, balance }) => (
        <AdminPage
          before={<BackToProviders />}
          title={`Earnings and payouts of ${found.businessName ?? found.name}`}
          description={`${found.name} · ${found.email}. For each completed booking AYS owes the provider what it collected from the customer, less its platform fee.`}
        >
          <ProviderBalanceSummary balance={balance} audience="admin" />
          <ProviderEarningsCard provider={{ id: found.id, name: found.businessName ?? found.name }} />
          <ProviderPayouts providerId={found.id} />
        </AdminPage>
      )}
    </QueryStates>
  );
}

function ProviderPayouts({ providerId }: { providerId: string }) {
  const query = useAdminProviderPayoutsQuery({ variables: { providerId } });
  const connection = getFragmentData(PayoutsTable_connection, query.data?.providerPayouts);
  return (
    <ListCard
      title="Payouts"
      {...listState(query, connection, 'Error loading payouts')}
      emptyText="No payouts yet. Tick unpaid earnings above to record one."
    >
      <PayoutsTable payouts={connection?.edges.map(({ node }) => node) ?? []} />
    </ListCard>
  );
}
