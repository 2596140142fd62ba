import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FigureChart } from '../../../components/charts/FigureChart';
import { bucketLabel, formatChartKwacha, kwachaValue, monthLabel, percent } from '../../../components/charts/chart-text';
import { FiguresCard } from '../../../components/FiguresCard';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatShortDay } from '../../../lib/dates';
import { formatKwacha, sumKwacha } from '../../../lib/money';

export const ProviderFigures_overview = graphql(`
  fragment ProviderFigures_overview on ProviderOverview {
    earningsByWeek {
      start
      amount
    }
    upcomingJobs {
      id
      reference
      date
      time
      packageName
      service {
        id
        serviceName
      }
    }
    recentBookings
    completionRate
    cancellationRate
    averageRating
    reviewCount
    ratingByMonth {
      month
      average
      reviews
    }
  }
`);

const rating = (value: number | null | undefined) => (value == null ? '–' : `${value.toFixed(1)} / 5`);

/** The provider's own work in figures (issue 32): earnings per week, this week's jobs, rates and rating. */
export function ProviderFigures({ overview: ref }: { overview: FragmentType<typeof ProviderFigures_overview> }) {
  const overview = getFragmentData(ProviderFigures_overview, ref);
  const earned = sumKwacha(overview.earningsByWeek.map((week) => week.amount));
  const rated = overview.ratingByMonth.filter((month) => month.average != null);
  const [before, last] = rated.slice(-2);
  const trend =
    before && last
      ? `${last.average! > before.average! ? 'up' : last.average! < before.average! ? 'down' : 'the same as'} ${last.average === before.average ? '' : 'from '}${rating(before.average)} in ${monthLabel(before.month)}`
      : 'not enough reviews for a trend yet';
  return (
    <Stack gap="md" component="section" aria-labelledby="figures-heading">
      <Title order={2} fz="lg" id="figures-heading">
        Your figures
      </Title>
      <FiguresCard
        label="Rates and rating"
        figures={[
          { label: 'Completed', value: percent(overview.completionRate), note: `of ${overview.recentBookings} bookings, last 90 days` },
          { label: 'Cancelled', value: percent(overview.cancellationRate), note: 'last 90 days' },
          { label: 'Rating', value: rating(overview.averageRating), note: `${overview.reviewCount} reviews; ${trend}` },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureChart
          title="Earnings per week"
          summary={`${formatKwacha(earned)} earned in the last 12 weeks for completed bookings.`}
          rows={overview.earningsByWeek.map((week) => ({ label: bucketLabel(week.start), value: kwachaValue(week.amount) }))}
          format={formatChartKwacha}
          kind="bar"
          valueName="Earned"
        />
        <Card withBorder padding="md" component="section" aria-labelledby="week-jobs-heading">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} fz="md" id="week-jobs-heading">
                Jobs this week
              </Title>
              <Anchor component={Link} to="/provider/bookings" fz="sm" fw={600}>
                All bookings
              </Anchor>
            </Group>
            {overview.upcomingJobs.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No confirmed jobs from today to Sunday.
              </Text>
            ) : (
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {overview.upcomingJobs.map((job) => (
                  <Group key={job.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                    <Text fz="sm" fw={600} lineClamp={1}>
                      {job.service.serviceName} · {job.packageName}
                    </Text>
                    <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatShortDay(job.date)}, {job.time}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
