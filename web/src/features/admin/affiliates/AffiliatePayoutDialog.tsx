import { graphql } from '../../../gql';
import { AdminAffiliateCommissionsDocument, AdminAffiliateDetailDocument, AdminAffiliatePayoutsDocument } from '../../../gql/graphql';
import { useRecordAffiliatePayoutMutation } from '../../../gql/hooks';
import { PayoutDialog } from '../shared/PayoutForm';

graphql(`
  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {
    recordAffiliatePayout(input: $input) {
      id
      amount
    }
  }
`);

interface AffiliatePayoutDialogProps {
  opened: boolean;
  onClose: () => void;
  affiliate: { id: string; name: string };
  commissionIds: string[];
  /** The selected commissions' sum, exact ("250.00"). */
  total: string;
  onDone: () => void;
}

/** Records money sent to an affiliate for the commissions ticked on their page. */
export function AffiliatePayoutDialog({ affiliate, commissionIds, ...dialog }: AffiliatePayoutDialogProps) {
  const [record, { loading }] = useRecordAffiliatePayoutMutation({
    refetchQueries: [AdminAffiliateDetailDocument, AdminAffiliateCommissionsDocument, AdminAffiliatePayoutsDocument],
    awaitRefetchQueries: true,
  });
  const count = commissionIds.length;
  return (
    <PayoutDialog
      {...dialog}
      recipient={affiliate.name}
      settles={`${count} ${count === 1 ? 'commission' : 'commissions'}`}
      rowsField="commissionIds"
      loading={loading}
      record={async (sent) =>
        (await record({ variables: { input: { affiliateId: affiliate.id, commissionIds, ...sent } } })).data?.recordAffiliatePayout.amount
      }
    />
  );
}
