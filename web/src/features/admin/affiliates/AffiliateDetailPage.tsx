import { getFragmentData, graphql } from '../../../gql';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EarningsSummary } from '../../../components/affiliates/EarningsSummary';
import { ListCard, listState } from '../../../components/ListCard';
import { PayoutsTable, PayoutsTable_user } from '../../../components/payouts/PayoutsTable';
import { PromoCodesTable, PromoCodesTable_user, type PromoCodeRow } from '../../../components/affiliates/PromoCodesTable';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import type { AdminAffiliateDetailQuery } from '../../../gql/graphql';
import {
  useAdminAffiliateDetailQuery,
  useAdminAffiliatePayoutsQuery,
  useAdminAffiliatePromoCodesQuery,
  useSetPromoCodeActiveMutation,
} from '../../../gql/hooks';
import { useDocumentTitle } from '../../../lib/document-title';
import { AccountStatusAction, AccountStatusBadge, isDeleted } from '../shared/AccountStatus';
import { DeleteAccountAction } from '../shared/DeleteAccountAction';
import { AdminPage } from '../shared/AdminPage';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { AffiliateCommissionsCard } from './AffiliateCommissionsCard';
import { PromoCodeForm } from './PromoCodeForm';
import { verificationLabel } from './verification';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { Fact } from '../../../components/Fact';

graphql(`
  query AdminAffiliateDetail($id: ID!) {
    affiliate(id: $id) {
      id
      name
      email
      phone
      verified
      verificationStatus
      status
      city {
        id
        name
      }
      area {
        id
        name
      }
      earnings {
        ...EarningsSummary_earnings
      }
    }
  }
`);

graphql(`
  query AdminAffiliatePromoCodes($id: ID!, $after: String) {
    affiliate(id: $id) {
      ...PromoCodesTable_user
    }
  }
`);

graphql(`
  query AdminAffiliatePayouts($id: ID!, $after: String) {
    affiliate(id: $id) {
      ...PayoutsTable_user
    }
  }
`);

graphql(`
  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {
    setPromoCodeActive(id: $id, active: $active) {
      id
      status
    }
  }
`);

const backLink = (
  <Anchor component={Link} to="/admin/affiliate-dashboard" fw={600}>
    <Group gap={4} component="span">
      <IconArrowLeft size={16} aria-hidden />
      Back
    </Group>
  </Anchor>
);

/** /admin/affiliate-dashboard/{id} (spec §2): profile, promo codes, total earned, commissions; and payouts. */
export function AffiliateDetailPage() {
  const { affiliateId = '' } = useParams();
  const query = useAdminAffiliateDetailQuery({ variables: { id: affiliateId } });
  useDocumentTitle(query.data?.affiliate?.name ?? 'Affiliate');
  const notFound = (
    <Stack gap="md">
      {backLink}
      <EmptyState title="Affiliate not found." />
    </Stack>
  );
  // The lists are asked for once the profile is there: an id that is not an affiliate's asks for nothing more.
  return (
    <QueryStates query={query} loading="Loading affiliate…" select={(data) => data.affiliate} notFound={notFound}>
      {(affiliate) => <AffiliateDetail affiliate={affiliate} />}
    </QueryStates>
  );
}

function AffiliateDetail({ affiliate }: { affiliate: NonNullable<AdminAffiliateDetailQuery['affiliate']> }) {
  const codes = useAdminAffiliatePromoCodesQuery({ variables: { id: affiliate.id } });
  const payouts = useAdminAffiliatePayoutsQuery({ variables: { id: affiliate.id } });
  const [setActive] = useSetPromoCodeActiveMutation();
  const [creatingCode, setCreatingCode] = useState(false);

  const codeList = getFragmentData(PromoCodesTable_user, codes.data?.affiliate)?.promoCodes;
  const payoutList = getFragmentData(PayoutsTable_user, payouts.data?.affiliate)?.payouts;

  const toggleCode = async (code: PromoCodeRow) => {
    const active = code.status !== 'active';
    try {
      await setActive({ variables: { id: code.id, active } });
      notifySuccess(`${code.codeName} ${active ? 'reactivated' : 'deactivated'}.`);
    } catch (failure) {
      notifyFailure(`Failed to ${active ? 'reactivate' : 'deactivate'} ${code.codeName}`, failure);
    }
  };

  return (
    <AdminPage
      before={backLink}
      title={affiliate.name}
      description="Affiliate"
      actions={
        <>
          <Badge variant="light" size="lg" color={affiliate.verified ? 'brand' : 'gray'}>
            {verificationLabel(affiliate.verificationStatus)}
          </Badge>
          <AccountStatusBadge status={affiliate.status} />
          <AccountStatusAction user={affiliate} consequence="Their promo codes stop working at booking; commissions already earned stay." />
          {!isDeleted(affiliate.status) && <DeleteAccountAction user={affiliate} />}
        </>
      }
    >
      <Card withBorder component="section" aria-label="Profile">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Fact label="Name" missing="—">
            {affiliate.name}
          </Fact>
          <Fact label="Email" missing="—">
            {affiliate.email}
          </Fact>
          <Fact label="Phone" missing="—">
            {affiliate.phone && <PhoneNumber phone={affiliate.phone} />}
          </Fact>
          <Fact label="Area" missing="—">
            {affiliate.area?.name}
          </Fact>
          <Fact label="City" missing="—">
            {affiliate.city?.name}
          </Fact>
          <Fact label="Status" missing="—">
            {verificationLabel(affiliate.verificationStatus)}
          </Fact>
        </SimpleGrid>
      </Card>

      <EarningsSummary earnings={affiliate.earnings} />

      <ListCard
        title="Promo codes"
        action={
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreatingCode(true)}>
            Create Promo Code
          </Button>
        }
        {...listState(codes, codeList, 'Error loading promo codes')}
        emptyText="No promo codes yet."
      >
        <PromoCodesTable
          codes={codeList?.edges.map(({ node }) => node) ?? []}
          actions={(code) => (
            <Button
              size="xs"
              variant="default"
              onClick={() => void toggleCode(code)}
              aria-label={`${code.status === 'active' ? 'Deactivate' : 'Reactivate'} ${code.codeName}`}
            >
              {code.status === 'active' ? 'Deactivate' : 'Reactivate'}
            </Button>
          )}
        />
      </ListCard>

      <AffiliateCommissionsCard affiliate={affiliate} />

      <ListCard
        title="Payouts"
        {...listState(payouts, payoutList, 'Error loading payouts')}
        emptyText="No payouts yet. Tick unpaid commissions above to record one."
      >
        <PayoutsTable payouts={payoutList?.edges.map(({ node }) => node) ?? []} />
      </ListCard>

      <FormModal opened={creatingCode} onClose={() => setCreatingCode(false)} title={`Create Promo Code for ${affiliate.name}`}>
        <PromoCodeForm affiliate={affiliate} onDone={() => setCreatingCode(false)} onCancel={() => setCreatingCode(false)} />
      </FormModal>
    </AdminPage>
  );
}
