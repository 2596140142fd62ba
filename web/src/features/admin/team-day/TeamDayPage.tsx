import { ActionIcon, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { getFragmentData, graphql } from '../../../gql';
import { useTeamDayLiveSubscription, useTeamDayPageQuery } from '../../../gql/hooks';
import { formatDay, todayInLusaka } from '../../../lib/dates';
import { AdminPage } from '../shared/AdminPage';
import { useAdminCityOptions } from '../shared/option-lists';
import { useSearchParam } from '../shared/useSearchParam';
import { shiftDay } from './team-day';
import { TeamDaySchedule } from './TeamDaySchedule';

graphql(`
  query TeamDayPage($date: String!, $cityId: ID) {
    teamDay(date: $date, cityId: $cityId) {
      member {
        id
      }
      jobs {
        booking {
          id
        }
      }
      ...TeamDaySchedule_day
    }
  }
`);

// Any booking that changes may be one of the day's jobs, or become one: the day is read again.
graphql(`
  subscription TeamDayLive {
    bookingChanged {
      kind
      booking {
        id
        date
      }
    }
  }
`);

export const TeamDayPage_city = graphql(`
  fragment TeamDayPage_city on City {
    id
    name
  }
`);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/team-day: each active team member's hours and jobs on one day, for one city or all. */
export function TeamDayPage() {
  const today = todayInLusaka();
  const [dayParam, setDay] = useSearchParam('date', today);
  const [cityId, setCity] = useSearchParam('city', '');
  const date = DAY.test(dayParam) ? dayParam : today;
  const variables = { date, cityId: cityId || null };
  const query = useTeamDayPageQuery({ variables, fetchPolicy: 'cache-and-network' });
  useTeamDayLiveSubscription({
    onData: ({ data }) => {
      const changed = data.data?.bookingChanged.booking;
      const shown = query.data?.teamDay.some((day) => day.jobs.some((job) => job.booking.id === changed?.id));
      if (changed && (changed.date === date || shown)) void query.refetch();
    },
  });
  const cities = useAdminCityOptions();
  const cityOptions = cities.nodes.map((ref) => getFragmentData(TeamDayPage_city, ref));
  const label = `Team day, ${formatDay(date)}`;

  return (
    <AdminPage title="Team day" description="Who works when on one day, the jobs they hold and the time they still have free.">
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Group gap={6} align="flex-end" wrap="nowrap">
            <ActionIcon variant="default" size={36} aria-label="Previous day" onClick={() => setDay(shiftDay(date, -1))}>
              <IconChevronLeft size={18} />
            </ActionIcon>
            <TextInput
              type="date"
              label="Day"
              value={date}
              onChange={(event) => DAY.test(event.currentTarget.value) && setDay(event.currentTarget.value)}
              leftSection={<IconCalendar size={18} />}
              leftSectionPointerEvents="none"
              w={{ base: 150, xs: 180 }}
            />
            <ActionIcon variant="default" size={36} aria-label="Next day" onClick={() => setDay(shiftDay(date, 1))}>
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
          <Button variant="default" onClick={() => setDay(today)} disabled={date === today}>
            Today
          </Button>
          <Select
            label="City"
            data={[{ value: '', label: 'All cities' }, ...cityOptions.map((city) => ({ value: city.id, label: city.name }))]}
            value={cityId}
            onChange={(value) => setCity(value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      </Paper>
      <QueryStates
        query={query}
        loading="Loading the team's day…"
        errorTitle="Could not load the team's day"
        select={(data) => data.teamDay}
        isEmpty={(days) => days.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState
              title="No team members found."
              description="Only active team members are listed. Add team members, or choose another city."
              action={
                <Button component={Link} to="/admin/service-providers" variant="light">
                  Service Providers
                </Button>
              }
            />
          </Paper>
        }
      >
        {(days) => (
          <Stack gap="xs">
            <TeamDaySchedule days={days} label={label} />
          </Stack>
        )}
      </QueryStates>
    </AdminPage>
  );
}
