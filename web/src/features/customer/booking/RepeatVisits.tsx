import { Alert, Checkbox, Group, NativeSelect, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { SeriesRepeat, SeriesFreeTimesQuery } from '../../../gql/graphql';
import { useSeriesFreeTimesQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';
import { formatDay } from '../../../lib/dates';
import { SERIES_VISITS } from '@server/modules/bookings/series-rules';

graphql(`
  query SeriesFreeTimes(
    $serviceId: ID!
    $packageName: String!
    $firstDate: String!
    $time: String!
    $repeat: SeriesRepeat!
    $visits: Int!
  ) {
    seriesFreeTimes(
      serviceId: $serviceId
      packageName: $packageName
      firstDate: $firstDate
      time: $time
      repeat: $repeat
      visits: $visits
    ) {
      index
      date
      time
      free
      alternative {
        date
        time
      }
    }
  }
`);

/** "Does not repeat", or how a series repeats. */
export type RepeatChoice = 'NONE' | SeriesRepeat;

const REPEAT_OPTIONS: { value: RepeatChoice; label: string }[] = [
  { value: 'NONE', label: 'Does not repeat' },
  { value: 'WEEKLY', label: 'Every week' },
  { value: 'EVERY_2_WEEKS', label: 'Every 2 weeks' },
  { value: 'MONTHLY', label: 'Every month' },
];

export const DEFAULT_VISITS = 4;

type VisitCheck = SeriesFreeTimesQuery['seriesFreeTimes'][number];

/** What the series will book: each visit's time (its accepted alternative where not free), and whether it can be sent. */
interface SeriesPlan {
  visits: { date: string; time: string }[];
  /** Every visit is free or has its alternative accepted. */
  ready: boolean;
}

interface RepeatControlsProps {
  repeat: RepeatChoice;
  visits: number | string;
  onRepeat: (repeat: RepeatChoice) => void;
  onVisits: (visits: number | string) => void;
}

/** The Repeat select and, for a series, how many visits (the first included). */
export function RepeatControls({ repeat, visits, onRepeat, onVisits }: RepeatControlsProps) {
  const count = Number(visits);
  const countError =
    repeat !== 'NONE' && !(Number.isInteger(count) && count >= SERIES_VISITS.min && count <= SERIES_VISITS.max)
      ? `Choose from ${SERIES_VISITS.min} to ${SERIES_VISITS.max} visits.`
      : null;
  return (
    <Group align="flex-start" grow wrap="wrap">
      <NativeSelect
        label="Repeat"
        data={REPEAT_OPTIONS}
        value={repeat}
        onChange={(event) => onRepeat(event.currentTarget.value as RepeatChoice)}
        leftSection={<IconRepeat size={18} />}
        miw={180}
      />
      {repeat !== 'NONE' && (
        <NumberInput
          label="Number of visits"
          description="The first visit included"
          min={SERIES_VISITS.min}
          max={SERIES_VISITS.max}
          allowDecimal={false}
          value={visits}
          onChange={onVisits}
          error={countError}
          miw={140}
        />
      )}
    </Group>
  );
}

/** What the series check is asked: the first visit's day and time, the repeat and how many visits. */
export interface SeriesAsk {
  serviceId: string;
  packageName: string;
  firstDate: string;
  time: string;
  repeat: SeriesRepeat;
  visits: number;
}

const NONE_ACCEPTED: ReadonlySet<number> = new Set();

/**
 * The check before booking a series (null: nothing to check yet) and the alternatives the customer
 * accepted. Acceptances belong to one answer: another start, repeat or count asks again, from none.
 */
export function useSeriesPlan(ask: SeriesAsk | null) {
  const query = useSeriesFreeTimesQuery({
    variables: ask ?? { serviceId: '', packageName: '', firstDate: '', time: '', repeat: 'WEEKLY', visits: 0 },
    skip: !ask,
    fetchPolicy: 'network-only',
  });
  const checks = ask ? query.data?.seriesFreeTimes : undefined;
  const [accepted, setAccepted] = useState<{ of: unknown; indexes: ReadonlySet<number> }>({ of: null, indexes: NONE_ACCEPTED });
  const indexes = accepted.of === checks ? accepted.indexes : NONE_ACCEPTED;
  const accept = (index: number, on: boolean) => {
    const next = new Set(indexes);
    if (on) next.add(index);
    else next.delete(index);
    setAccepted({ of: checks, indexes: next });
  };
  return { query, checks, accepted: indexes, accept, plan: checks ? planOf(checks, indexes) : null };
}

function slotText(slot: { date: string; time: string }): string {
  return `${formatDay(slot.date)} at ${slot.time}`;
}

/**
 * The visits of a series that are not free at the chosen time, each with its nearest free alternative and
 * a checkbox to accept it; or that every visit is free.
 */
export function SeriesCheck({ series, time }: { series: ReturnType<typeof useSeriesPlan>; time: string }) {
  const { query, checks, accepted, accept } = series;
  if (query.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
        Could not check the visits: {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!checks) {
    return (
      <Stack gap={8} role="status" aria-label="Checking the visits">
        <Skeleton h={16} />
        <Skeleton h={16} w="70%" />
      </Stack>
    );
  }
  const taken = checks.filter((check) => !check.free);
  if (taken.length === 0) {
    return (
      <Text fz="sm" c="brand.9" role="status">
        All {checks.length} visits are free, from {slotText(checks[0])} to {slotText(checks[checks.length - 1])}.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label="Visits that are not free">
      <Text fz="sm" fw={600}>
        {taken.length === 1 ? '1 visit is' : `${taken.length} visits are`} not free at {time}:
      </Text>
      {taken.map((check) =>
        check.alternative ? (
          <Checkbox
            key={check.index}
            checked={accepted.has(check.index)}
            onChange={(event) => accept(check.index, event.currentTarget.checked)}
            label={`Visit ${check.index}: ${formatDay(check.date)} is not free. Come ${slotText(check.alternative)} instead`}
          />
        ) : (
          <Text key={check.index} fz="sm" c="red.8">
            Visit {check.index} on {formatDay(check.date)}: nothing is free within three days. Choose another time or fewer visits.
          </Text>
        ),
      )}
    </Stack>
  );
}

/** The visits to send: the wanted time where free, the alternative where accepted; ready when none is left. */
function planOf(checks: readonly VisitCheck[], accepted: ReadonlySet<number>): SeriesPlan {
  const visits = checks.map((check) => (check.free || !check.alternative ? check : check.alternative));
  const ready = checks.every((check) => check.free || (check.alternative !== null && accepted.has(check.index)));
  return { visits: visits.map(({ date, time }) => ({ date, time })), ready };
}
