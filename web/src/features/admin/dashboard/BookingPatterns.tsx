import { SimpleGrid } from '@mantine/core';
import { FIGURE_TITLES } from '@server/modules/dashboards/dashboard-rules';
import { FigureChart } from '../../../components/charts/FigureChart';
import { formatChartCount } from '../../../components/charts/chart-text';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const BookingPatterns_figures = graphql(`
  fragment BookingPatterns_figures on AdminFigures {
    cancellationReasons {
      label
      count
    }
    cancelledBy {
      label
      count
    }
    busiestDays {
      label
      count
    }
    busiestHours {
      label
      count
    }
  }
`);

const WHO: Record<string, string> = { customer: 'Customers', admin: 'Admins', system: 'Expired unpaid' };
type Counts = { label: string; count: number }[];

/** The largest of a list, for the sentence a screen reader hears first. */
function mostText(list: Counts, none: string, say: (label: string, count: number) => string): string {
  const most = [...list].sort((a, b) => b.count - a.count)[0];
  return most && most.count > 0 ? say(most.label, most.count) : none;
}

/** Why and by whom bookings are cancelled, and when the jobs are. */
export function BookingPatterns({ figures: ref }: { figures: FragmentType<typeof BookingPatterns_figures> }) {
  const figures = getFragmentData(BookingPatterns_figures, ref);
  const reasons = figures.cancellationReasons.slice(0, 8);
  const who = figures.cancelledBy.map((row) => ({ label: WHO[row.label] ?? row.label, count: row.count }));
  const bars = (title: string, list: Counts, summary: string, horizontal = false) => (
    <FigureChart
      title={title}
      summary={summary}
      rows={list.map((row) => ({ label: row.label, value: row.count }))}
      format={formatChartCount}
      kind="bar"
      valueName="Bookings"
      horizontal={horizontal}
      height={horizontal ? Math.max(120, list.length * 36) : 220}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {bars(
        FIGURE_TITLES.cancellationReasons,
        reasons,
        mostText(reasons, 'No cancellations in this span.', (label, n) => `Most often: “${label}” (${n}).`),
        true,
      )}
      {bars(
        FIGURE_TITLES.cancelledBy,
        who,
        mostText(who, 'No cancellations in this span.', (label, n) => `Most by ${label.toLowerCase()} (${n}).`),
        true,
      )}
      {bars(
        'Busiest days',
        figures.busiestDays.map((row) => ({ ...row, label: row.label.slice(0, 3) })),
        mostText(figures.busiestDays, 'No appointments in this span.', (label, n) => `Busiest: ${label}, ${n} appointments.`),
      )}
      {bars(
        'Busiest hours',
        figures.busiestHours,
        mostText(figures.busiestHours, 'No appointments in this span.', (label, n) => `Busiest: ${label}, ${n} appointments.`),
      )}
    </SimpleGrid>
  );
}
