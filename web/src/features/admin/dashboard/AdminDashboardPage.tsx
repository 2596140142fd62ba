import { Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { useAdminDashboardPageQuery } from '../../../gql/hooks';
import type { FigurePeriod } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/dates';
import { PaymentNetworkRefusals } from '../PaymentNetworkRefusals';
import { BookingPatterns } from './BookingPatterns';
import { MoneyAndBookings } from './MoneyAndBookings';
import { PaymentFigures } from './PaymentFigures';
import { TodayWork } from './TodayWork';
import { TopLists } from './TopLists';

graphql(`
  query AdminDashboardPage($filter: DashboardFilter!) {
    adminWork {
      ...TodayWork_work
    }
    adminFigures(filter: $filter) {
      from
      to
      refreshedAt
      ...MoneyAndBookings_figures
      ...PaymentFigures_figures
      ...TopLists_figures
      ...BookingPatterns_figures
    }
    allCities(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    allCategories(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

const PERIODS: { value: FigurePeriod; label: string }[] = [
  { value: 'DAYS', label: '30 days' },
  { value: 'WEEKS', label: '52 weeks' },
];

/** The admin's first screen (issue 32): today's work, then the marketplace in figures and charts. */
export function AdminDashboardPage() {
  const [period, setPeriod] = useState<FigurePeriod>('DAYS');
  const [cityId, setCityId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const query = useAdminDashboardPageQuery({ variables: { filter: { period, cityId, categoryId } }, fetchPolicy: 'cache-and-network' });
  const csv = new URLSearchParams({ period, ...(cityId ? { cityId } : {}), ...(categoryId ? { categoryId } : {}) });
  const options = (connection: { edges: { node: { id: string; name: string } }[] } | undefined) =>
    connection?.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Admin dashboard
      </Title>
      <PaymentNetworkRefusals />
      <QueryStates query={query} loading="Loading the figures…" errorTitle="The figures could not be loaded">
        {(data) => (
          <Stack gap="xl">
            <TodayWork work={data.adminWork} />
            <section aria-labelledby="figures-heading">
              <Stack gap="md">
                <Group justify="space-between" align="flex-end" gap="sm">
                  <div>
                    <Title order={2} fz="lg" id="figures-heading">
                      Money and bookings
                    </Title>
                    <Text fz="sm" c="dimmed">
                      {data.adminFigures.from} to {data.adminFigures.to}, beside the span before (grey). Days are Lusaka days.
                      {data.adminFigures.refreshedAt && ` Figures as of ${formatMoment(data.adminFigures.refreshedAt)}.`}
                    </Text>
                  </div>
                  <ExportCsvButton href={`/exports/dashboard.csv?${csv}`} label="the dashboard’s figures" />
                </Group>
                <Group gap="sm" align="flex-end">
                  <SegmentedControl
                    aria-label="Span of the charts"
                    data={PERIODS}
                    value={period}
                    onChange={(value) => setPeriod(value as FigurePeriod)}
                  />
                  <Select
                    label="City"
                    placeholder="All cities"
                    data={options(data.allCities)}
                    value={cityId}
                    onChange={setCityId}
                    clearable
                    w={180}
                  />
                  <Select
                    label="Category"
                    placeholder="All categories"
                    data={options(data.allCategories)}
                    value={categoryId}
                    onChange={setCategoryId}
                    clearable
                    w={180}
                  />
                </Group>
                <MoneyAndBookings figures={data.adminFigures} />
              </Stack>
            </section>
            <section aria-labelledby="payments-heading">
              <Title order={2} fz="lg" mb="sm" id="payments-heading">
                Payments
              </Title>
              <PaymentFigures figures={data.adminFigures} />
            </section>
            <section aria-labelledby="top-heading">
              <Title order={2} fz="lg" mb="sm" id="top-heading">
                What sells
              </Title>
              <TopLists figures={data.adminFigures} />
            </section>
            <section aria-labelledby="patterns-heading">
              <Title order={2} fz="lg" mb="sm" id="patterns-heading">
                Cancellations and busy times
              </Title>
              <BookingPatterns figures={data.adminFigures} />
            </section>
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
