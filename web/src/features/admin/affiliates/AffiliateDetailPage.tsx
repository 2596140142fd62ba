import { getFragmentData, graphql } from '../../../gql';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EarningsSummary } from '../../../components/affiliates/EarningsSummary';
import { ListCard, listState } from '../../../components/affiliates/ListCard';
import { PayoutsTable, PayoutsTable_user } from '../../../components/affiliates/PayoutsTable';
import { PromoCodesTable, PromoCodesTable_user, type PromoCodeRow } from '../../../components/affiliates/PromoCodesTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import {
  useAdminAffiliateDetailQuery,
  useAdminAffiliatePayoutsQuery,
  useAdminAffiliatePromoCodesQuery,
  useSetPromoCodeActiveMutation,
} from '../../../gql/hooks';
import { useDocumentTitle } from '../../../lib/document-title';
import { AccountStatusAction, AccountStatusBadge } from '../shared/AccountStatus';
import { AdminPage } from '../shared/AdminPage';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { AffiliateCommissionsCard } from './AffiliateCommissionsCard';
import { PromoCodeForm } from './PromoCodeForm';
import { verificationLabel } from './verification';
import type { ReactNode } from 'react';
import { PhoneNumber } from '../../../components/PhoneLinks';

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

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="sm" c="dimmed">{label}</Text>
      <Text fw={500} style={{ overflowWrap: "anywhere" }}>{value || "—"}</Text>
    </div>
  );
}

/** /admin/affiliate-dashboard/{id} (spec §2): profile, promo codes, total earned, commissions; and payouts. */
export function AffiliateDetailPage() {
  const { affiliateId = '' } = useParams();
  const { data, loading, error, refetch } = useAdminAffiliateDetailQuery({ variables: { id: affiliateId } });
  // The lists wait for the profile: an id that is not an affiliate's asks for nothing more.
  const skip = !data?.affiliate;
  const codes = useAdminAffiliatePromoCodesQuery({ variables: { id: affiliateId }, skip });
  const payouts = useAdminAffiliatePayoutsQuery({ variables: { id: affiliateId }, skip });
  const [setActive] = useSetPromoCodeActiveMutation();
  const [creatingCode, setCreatingCode] = useState(false);
  const affiliate = data?.affiliate;
  useDocumentTitle(affiliate?.name ?? 'Affiliate');

  if (loading && !data) return <PageLoader label="Loading affiliate…" />;
  if (!affiliate) {
    return (
      <Stack gap="md">
        {backLink}
        {error && !data ? <ErrorState error={error} onRetry={() => void refetch()} /> : <EmptyState title="Affiliate not found." />}
      </Stack>
    );
  }

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
          <Badge variant="light" size="lg" color={affiliate.verified ? 'brand' : 'gray'}>{verificationLabel(affiliate.verificationStatus)}</Badge>
          <AccountStatusBadge status={affiliate.status} />
          <AccountStatusAction user={affiliate} consequence="Their promo codes stop working at booking; commissions already earned stay." />
        </>
      }
    >
      <Card withBorder component="section" aria-label="Profile">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
          <Detail label="Name" value={affiliate.name} />
          <Detail label="Email" value={affiliate.email} />
          <Detail label="Phone" value={affiliate.phone && <PhoneNumber phone={affiliate.phone} />} />
          <Detail label="Area" value={affiliate.area?.name} />
          <Detail label="City" value={affiliate.city?.name} />
          <Detail label="Status" value={verificationLabel(affiliate.verificationStatus)} />
        </SimpleGrid>
      </Card>

      <EarningsSummary earnings={affiliate.earnings} />

      <ListCard
        title="Promo codes"
        action={<Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setCreatingCode(true)}>Create Promo Code</Button>}
        {...listState(codes, codeList, 'Error loading promo codes')}
        emptyText="No promo codes yet."
      >
        <PromoCodesTable
          codes={codeList?.edges.map(({ node }) => node) ?? []}
          actions={(code) => (
            <Button size="xs" variant="default" onClick={() => void toggleCode(code)} aria-label={`${code.status === 'active' ? 'Deactivate' : 'Reactivate'} ${code.codeName}`}>
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
