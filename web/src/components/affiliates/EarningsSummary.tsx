import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatKwacha } from '../../lib/money';
import { FiguresCard } from '../FiguresCard';

export const EarningsSummary_earnings = graphql(`
  fragment EarningsSummary_earnings on AffiliateEarnings {
    total
    paid
    unpaid
  }
`);

/** Total earned (spec §2), and how much of it has been paid out. */
export function EarningsSummary({ earnings: ref }: { earnings: FragmentType<typeof EarningsSummary_earnings> }) {
  const earnings = getFragmentData(EarningsSummary_earnings, ref);
  return (
    <FiguresCard
      label="Earnings"
      figures={[
        { label: 'Total earned', value: formatKwacha(earnings.total) },
        { label: 'Paid out', value: formatKwacha(earnings.paid) },
        { label: 'Unpaid', value: formatKwacha(earnings.unpaid) },
      ]}
    />
  );
}
