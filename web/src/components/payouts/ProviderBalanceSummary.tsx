import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { formatKwacha } from '../../lib/money';
import { FiguresCard, type Figure } from '../FiguresCard';
import { owedWords, type Audience } from './owed';

export const ProviderBalanceSummary_balance = graphql(`
  fragment ProviderBalanceSummary_balance on ProviderBalance {
    owed
    paid
    unpaid
  }
`);

/**
 * Where AYS and an external provider stand. The provider sees what is owed to them now and what they were
 * paid; an admin also sees what was owed in all. A negative balance says who owes whom.
 */
export function ProviderBalanceSummary({
  balance: ref,
  audience,
}: {
  balance: FragmentType<typeof ProviderBalanceSummary_balance>;
  audience: Audience;
}) {
  const balance = getFragmentData(ProviderBalanceSummary_balance, ref);
  const figures: Figure[] =
    audience === 'provider'
      ? [
          {
            label: 'Owed to you',
            value: owedWords(balance.unpaid, 'provider'),
            note: balance.unpaid.startsWith('-') ? 'Commission on bookings you were paid for yourself' : 'Not paid to you yet',
          },
          { label: 'Paid to you', value: formatKwacha(balance.paid), note: 'In payouts so far' },
        ]
      : [
          { label: 'Owed in all', value: owedWords(balance.owed, 'admin') },
          { label: 'Paid', value: formatKwacha(balance.paid) },
          { label: 'Unpaid', value: owedWords(balance.unpaid, 'admin') },
        ];
  return <FiguresCard label="Balance" figures={figures} />;
}
