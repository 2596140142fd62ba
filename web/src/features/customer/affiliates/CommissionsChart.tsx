import { FigureChart } from '../../../components/charts/FigureChart';
import { formatChartKwacha, kwachaValue, monthLabel } from '../../../components/charts/chart-text';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha, sumKwacha } from '../../../lib/money';

export const CommissionsChart_months = graphql(`
  fragment CommissionsChart_months on MonthAmount {
    month
    count
    amount
  }
`);

/** The affiliate's commissions per month, the last 12 months (issue 32). */
export function CommissionsChart({ months: refs }: { months: FragmentType<typeof CommissionsChart_months>[] }) {
  const months = getFragmentData(CommissionsChart_months, refs);
  const count = months.reduce((sum, month) => sum + month.count, 0);
  return (
    <FigureChart
      title="Commissions per month"
      summary={`${formatKwacha(sumKwacha(months.map((month) => month.amount)))} from ${count} ${count === 1 ? 'booking' : 'bookings'} in the last 12 months.`}
      rows={months.map((month) => ({ label: monthLabel(month.month), value: kwachaValue(month.amount) }))}
      format={formatChartKwacha}
      kind="bar"
      valueName="Commission"
    />
  );
}
