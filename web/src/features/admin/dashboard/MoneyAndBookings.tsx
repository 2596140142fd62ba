import { SimpleGrid } from '@mantine/core';
import { FigureChart } from '../../../components/charts/FigureChart';
import { bucketLabel, changeText, formatChartCount, formatChartKwacha, kwachaValue } from '../../../components/charts/chart-text';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';

export const MoneyAndBookings_figures = graphql(`
  fragment MoneyAndBookings_figures on AdminFigures {
    period
    bookingsMade {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    bookingsCompleted {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    bookingsCancelled {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    grossValue {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    depositsCollected {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    platformFees {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
    refunds {
      total
      previousTotal
      points {
        start
        value
        previous
      }
    }
  }
`);

type Counted = { total: number; previousTotal: number; points: { start: string; value: number; previous: number }[] };
type Amounted = { total: string; previousTotal: string; points: { start: string; value: string; previous: string }[] };

/** Bookings and money over the span, each beside the span before (the grey line). */
export function MoneyAndBookings({ figures: ref }: { figures: FragmentType<typeof MoneyAndBookings_figures> }) {
  const figures = getFragmentData(MoneyAndBookings_figures, ref);
  const span = figures.period === 'DAYS' ? 'the 30 days before' : 'the 52 weeks before';
  const names =
    figures.period === 'DAYS'
      ? { valueName: 'Last 30 days', previousName: '30 days before' }
      : { valueName: 'Last 52 weeks', previousName: '52 weeks before' };
  const counts = (title: string, series: Counted, noun: string) => (
    <FigureChart
      key={title}
      title={title}
      summary={`${series.total.toLocaleString('en')} ${noun}, ${changeText(series.total, series.previousTotal, span)}.`}
      rows={series.points.map((point) => ({ label: bucketLabel(point.start), value: point.value, previous: point.previous }))}
      format={formatChartCount}
      {...names}
    />
  );
  const amounts = (title: string, series: Amounted, note = '') => (
    <FigureChart
      key={title}
      title={title}
      summary={`${formatKwacha(series.total)}${note}, ${changeText(kwachaValue(series.total), kwachaValue(series.previousTotal), span)}.`}
      rows={series.points.map((point) => ({
        label: bucketLabel(point.start),
        value: kwachaValue(point.value),
        previous: kwachaValue(point.previous),
      }))}
      format={formatChartKwacha}
      {...names}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {counts('Bookings made', figures.bookingsMade, 'made')}
      {counts('Bookings completed', figures.bookingsCompleted, 'completed')}
      {counts('Bookings cancelled', figures.bookingsCancelled, 'cancelled')}
      {amounts('Gross value', figures.grossValue, ' for completed bookings')}
      {amounts('Deposits collected', figures.depositsCollected, ' after refunds')}
      {amounts('Platform fees', figures.platformFees)}
      {amounts('Refunds', figures.refunds, ' sent back')}
    </SimpleGrid>
  );
}
