import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { addDays, dayParts, formatDayMonth, formatLongDay, todayInLusaka } from '../../../lib/dates';
import { errorMessage } from '../../../lib/errors';
import classes from './FreeTimePicker.module.css';
import { ChoiceGroup, Skeletons, Tile } from './FreeTimeTiles';
import { FullyBooked } from './FullyBooked';

export const FreeTimePicker_freeTimes = graphql(`
  fragment FreeTimePicker_freeTimes on FreeTimes {
    days {
      date
      status
      times
    }
    nextFreeDate
  }
`);

/** How many days the strip shows at once: what the picker's queries ask for. */
export const DAYS_SHOWN = 7;

/** A day (YYYY-MM-DD) and a start time (HH:MM), Lusaka time; '' while not chosen. */
export interface FreeTimeChoice {
  date: string;
  time: string;
}

interface FreeTimePickerProps {
  /** The free times of the days shown; undefined while they load. */
  freeTimes: FragmentType<typeof FreeTimePicker_freeTimes> | undefined;
  /** The first day asked for (null: today), so the strip knows where it is while the days load. */
  from: string | null;
  /** Show the days from this one on (null: from today). */
  onShowFrom: (from: string | null) => void;
  /** The times are being read again (after a time was just taken): they wait in skeletons. */
  refreshing?: boolean;
  /** Why the free times could not be loaded, with a way to try again. */
  error?: unknown;
  onRetry: () => void;
  value: FreeTimeChoice;
  onChange: (value: FreeTimeChoice) => void;
  errors?: { date?: ReactNode; time?: ReactNode };
}

/**
 * The free-time picker: a strip of seven days (a day without a free time is shown, but cannot be chosen)
 * and the free start times of the chosen day. Both are radio groups ("Day" and "Time") of native radio
 * buttons, so arrows move the choice and Tab leaves the group; each group carries `data-path` ("date",
 * "time") so that a form can focus the one with an error. A day is chosen for the customer when the
 * days shown do not include the chosen one (the first with a free time); choosing a day clears the time.
 */
export function FreeTimePicker({
  freeTimes,
  from,
  onShowFrom,
  refreshing = false,
  error,
  onRetry,
  value,
  onChange,
  errors = {},
}: FreeTimePickerProps) {
  const id = useId();
  const days = getFragmentData(FreeTimePicker_freeTimes, freeTimes)?.days;
  const nextFreeDate = getFragmentData(FreeTimePicker_freeTimes, freeTimes)?.nextFreeDate ?? null;
  const today = todayInLusaka();
  const first = days?.[0]?.date ?? (from && from > today ? from : today);
  const last = addDays(first, DAYS_SHOWN - 1);
  const chosenDay = days?.find((day) => day.date === value.date);
  const anyFree = days?.some((day) => day.times.length > 0) ?? true;
  const dayGroup = useRef<HTMLDivElement>(null);
  const focusDayOnLoad = useRef(false);

  useEffect(() => {
    if (!days) return;
    if (!days.some((day) => day.date === value.date)) {
      const firstFree = days.find((day) => day.times.length > 0)?.date ?? '';
      if (firstFree !== value.date || value.time) onChange({ date: firstFree, time: '' });
      return;
    }
    // After a jump to the next free day, the keyboard continues from that day.
    if (focusDayOnLoad.current) {
      focusDayOnLoad.current = false;
      dayGroup.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [days, value.date, value.time, onChange]);

  const show = (day: string | null) => onShowFrom(day && day > today ? day : null);
  const jump = (day: string) => {
    focusDayOnLoad.current = true;
    onShowFrom(day);
    onChange({ date: day, time: '' });
  };

  if (error && !days) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert" title="Could not load the free times">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const ids = {
    day: `${id}-day`,
    dayError: `${id}-day-error`,
    time: `${id}-time`,
    timeDay: `${id}-time-day`,
    timeError: `${id}-time-error`,
  };
  const timesLoading = !days || refreshing;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id={ids.day} fw={600} fz="sm">
          Day
        </Text>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="xl"
            className={classes.nav}
            aria-label="Previous 7 days"
            disabled={first <= today}
            onClick={() => show(addDays(first, -DAYS_SHOWN))}
          >
            <IconChevronLeft size={22} />
          </ActionIcon>
          <Text fz="sm" fw={500} ta="center" miw={112} aria-live="polite">
            {formatDayMonth(first)} – {formatDayMonth(last)}
          </Text>
          <ActionIcon
            variant="subtle"
            size="xl"
            className={classes.nav}
            aria-label="Next 7 days"
            onClick={() => show(addDays(first, DAYS_SHOWN))}
          >
            <IconChevronRight size={22} />
          </ActionIcon>
        </Group>
      </Group>

      <ChoiceGroup
        ref={dayGroup}
        path="date"
        labelledBy={ids.day}
        describedBy={errors.date ? ids.dayError : undefined}
        invalid={Boolean(errors.date)}
        busy={!days}
        className={classes.days}
      >
        {days ? (
          days.map((day) => {
            const free = day.times.length > 0;
            const closed = day.status === 'CLOSED';
            const parts = dayParts(day.date);
            return (
              <Tile
                key={day.date}
                className={classes.day}
                name={ids.day}
                value={day.date}
                checked={value.date === day.date}
                disabled={!free}
                label={free ? formatLongDay(day.date) : `${formatLongDay(day.date)}, ${closed ? 'closed' : 'no free time'}`}
                onChoose={() => onChange({ date: day.date, time: '' })}
              >
                <span className={classes.weekday}>{parts.weekday}</span>
                <span className={classes.date}>{parts.day}</span>
                <span className={closed ? `${classes.month} ${classes.closed}` : classes.month}>
                  {free ? parts.month : closed ? 'Closed' : 'Full'}
                </span>
              </Tile>
            );
          })
        ) : (
          <Skeletons count={DAYS_SHOWN} className={classes.daySkeleton} />
        )}
      </ChoiceGroup>
      {errors.date && (
        <Text id={ids.dayError} className={classes.error}>
          {errors.date}
        </Text>
      )}

      {days && !anyFree ? (
        <FullyBooked
          first={first}
          last={last}
          closed={days.every((day) => day.status === 'CLOSED')}
          nextFreeDate={nextFreeDate}
          onJump={jump}
        />
      ) : (
        <Stack gap={6} mt="xs">
          <div>
            <Text id={ids.time} fw={600} fz="sm">
              Time
            </Text>
            <Text id={ids.timeDay} fz="xs" c="dimmed">
              {chosenDay
                ? `${formatLongDay(chosenDay.date)}, Lusaka time`
                : days
                  ? 'Choose a day to see its free times.'
                  : 'Loading the free times…'}
            </Text>
          </div>
          {errors.time && (
            <Text id={ids.timeError} className={classes.error}>
              {errors.time}
            </Text>
          )}
          <ChoiceGroup
            path="time"
            labelledBy={ids.time}
            describedBy={[errors.time ? ids.timeError : '', ids.timeDay].join(' ').trim()}
            invalid={Boolean(errors.time)}
            busy={timesLoading}
            className={classes.times}
          >
            {timesLoading ? (
              <Skeletons count={8} className={classes.timeSkeleton} />
            ) : (
              chosenDay?.times.map((time) => (
                <Tile
                  key={time}
                  name={ids.time}
                  value={time}
                  checked={value.time === time}
                  onChoose={() => onChange({ date: chosenDay.date, time })}
                >
                  {time}
                </Tile>
              ))
            )}
          </ChoiceGroup>
          {!timesLoading && chosenDay?.times.length === 0 && <Text fz="sm">No free times are left on this day. Choose another day.</Text>}
        </Stack>
      )}
    </Stack>
  );
}
