import { getFragmentData, graphql } from '../../../gql';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CommissionsTable, CommissionsTable_user } from '../../../components/affiliates/CommissionsTable';
import { EarningsSummary } from '../../../components/affiliates/EarningsSummary';
import { ListCard, listState } from '../../../components/ListCard';
import { PayoutsTable, PayoutsTable_user } from '../../../components/payouts/PayoutsTable';
import { PromoCodesTable, PromoCodesTable_user } from '../../../components/affiliates/PromoCodesTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { useAffiliatesPageQuery, useMyCommissionsQuery, useMyPayoutsQuery, useMyPromoCodesQuery } from '../../../gql/hooks';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { CommissionsChart } from './CommissionsChart';
import { ShareCode } from './ShareCode';

graphql(`
  query AffiliatesPage {
    me {
      id
      earnings {
        ...EarningsSummary_earnings
      }
      commissionsByMonth {
        ...CommissionsChart_months
      }
    }
  }
`);

graphql(`
  query MyPromoCodes($after: String) {
    me {
      ...PromoCodesTable_user
    }
  }
`);

graphql(`
  query MyCommissions($after: String) {
    me {
      ...CommissionsTable_user
    }
  }
`);

graphql(`
  query MyPayouts($after: String) {
    me {
      ...PayoutsTable_user
    }
  }
`);

/** The lists of the signed-in affiliate (their own only: the server answers them for no one else but admins). */
function AffiliateDashboard() {
  const page = useAffiliatesPageQuery({ fetchPolicy: 'cache-and-network' });
  const codes = useMyPromoCodesQuery({ fetchPolicy: 'cache-and-network' });
  const commissions = useMyCommissionsQuery({ fetchPolicy: 'cache-and-network' });
  const payouts = useMyPayoutsQuery({ fetchPolicy: 'cache-and-network' });
  const codeList = getFragmentData(PromoCodesTable_user, codes.data?.me)?.promoCodes;
  const commissionList = getFragmentData(CommissionsTable_user, commissions.data?.me)?.commissions;
  const payoutList = getFragmentData(PayoutsTable_user, payouts.data?.me)?.payouts;

  if (page.loading && !page.data) return <PageLoader label="Loading your promo codes…" />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Affiliate dashboard</Title>
        <Text c="dimmed">Share your promo codes. You earn commission when a booking that used one is completed.</Text>
      </div>
      {page.data?.me ? (
        <EarningsSummary earnings={page.data.me.earnings} />
      ) : (
        page.error && <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      )}
      <ListCard
        title="Promo codes"
        {...listState(codes, codeList, 'Error loading promo codes')}
        emptyText="No promo codes yet. The team creates them for you."
      >
        <PromoCodesTable codes={codeList?.edges.map(({ node }) => node) ?? []} actions={(code) => <ShareCode code={code} />} />
      </ListCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {page.data?.me && <CommissionsChart months={page.data.me.commissionsByMonth} />}
        <ListCard
          title="Commissions"
          {...listState(commissions, commissionList, 'Error loading commissions')}
          emptyText="No commissions yet. They appear when a booking that used your code is completed."
        >
          <CommissionsTable commissions={commissionList?.edges.map(({ node }) => node) ?? []} />
        </ListCard>
      </SimpleGrid>
      <ListCard
        title="Payouts"
        {...listState(payouts, payoutList, 'Error loading payouts')}
        emptyText="No payouts yet. The team records each payment it sends you here."
      >
        <PayoutsTable payouts={payoutList?.edges.map(({ node }) => node) ?? []} />
      </ListCard>
    </Stack>
  );
}

/**
 * /affiliates: the affiliate's own promo codes, commissions and payouts. The route is open to anyone
 * signed in (spec §2); people of other roles get a plain explanation and nothing is asked of the server.
 */
export function AffiliatesPage() {
  useDocumentTitle('Affiliates');
  const { user } = useSession();
  if (user?.role !== 'AFFILIATE') {
    return (
      <EmptyState
        title="For affiliates"
        description="This page shows an affiliate's promo codes and the commission they earned. Your account is not an affiliate account."
      />
    );
  }
  return <AffiliateDashboard />;
}
