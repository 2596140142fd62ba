/**
 * Dated exceptions to a weekly plan: the upcoming ones, each with Remove, and a small form to add a day off
 * or other hours on a date (a date that has one already gets the new one instead). The caller runs the
 * mutations; a refusal's message is shown under the form, its date field message beside the date.
 */
import { ActionIcon, Button, Group, Radio, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { addDays } from '@server/lib/lusaka-time';
import { dayProblem, MAX_EXCEPTION_DAYS_AHEAD } from '@server/modules/availability/working-hours-rules';
import { getFragmentData, type FragmentType } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { formatDay, todayInLusaka } from '../../lib/dates';
import { DayRanges } from './DayRanges';
import { HoursExceptions_exception, rangeDraft, rangesText, toRangeValues, type RangeDraft, type TimeRangeValue } from './hours-drafts';

interface HoursExceptionsEditorProps {
  exceptions: ReadonlyArray<FragmentType<typeof HoursExceptions_exception>>;
  /** Sets one date's exception (no ranges: a day off); rejects with the API's error. */
  onSet: (date: string, ranges: TimeRangeValue[]) => Promise<unknown>;
  /** Removes one date's exception; rejects with the API's error. */
  onClear: (date: string) => Promise<unknown>;
}

export function HoursExceptionsEditor({ exceptions: refs, onSet, onClear }: HoursExceptionsEditorProps) {
  const exceptions = refs.map((ref) => getFragmentData(HoursExceptions_exception, ref));
  const today = todayInLusaka();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'off' | 'hours'>('off');
  const [ranges, setRanges] = useState<RangeDraft[]>(() => [rangeDraft()]);
  const [errors, setErrors] = useState<{ date?: string; ranges?: string; form?: string }>({});
  const [busy, setBusy] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);

  const add = async () => {
    const problems = {
      date: date ? undefined : 'Choose a date.',
      ranges: kind === 'hours' ? (dayProblem(ranges) ?? undefined) : undefined,
    };
    setErrors(problems);
    if (problems.date || problems.ranges) {
      if (problems.date) dateInput.current?.focus();
      return;
    }
    setBusy('add');
    try {
      await onSet(date, kind === 'hours' ? toRangeValues(ranges) : []);
      setDate('');
      setKind('off');
      setRanges([rangeDraft()]);
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors({ date: fields.date, ranges: fields.ranges, form: fields.date || fields.ranges ? undefined : errorMessage(failure) });
      if (fields.date) dateInput.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const remove = async (day: string) => {
    setBusy(day);
    setErrors({});
    try {
      await onClear(day);
    } catch (failure) {
      setErrors({ form: errorMessage(failure) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      {exceptions.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No exceptions coming up. Add a day off or other hours for a date below.
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Upcoming exceptions">
          {exceptions.map((exception) => (
            <Group
              component="li"
              key={exception.date}
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <div>
                <Text fw={600} fz="sm">
                  {formatDay(exception.date)}
                </Text>
                <Text fz="sm" c={exception.dayOff ? 'copper.9' : undefined}>
                  {rangesText(exception.ranges)}
                </Text>
              </div>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove the exception on ${formatDay(exception.date)}`}
                  loading={busy === exception.date}
                  disabled={busy !== null}
                  onClick={() => void remove(exception.date)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}

      <Stack gap="sm" role="group" aria-label="Add an exception">
        <Text fw={600} fz="sm">
          Add an exception
        </Text>
        <TextInput
          ref={dateInput}
          type="date"
          label="Date"
          min={today}
          max={addDays(today, MAX_EXCEPTION_DAYS_AHEAD)}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
          disabled={busy !== null}
          maw={220}
        />
        <Radio.Group label="That day" value={kind} onChange={(value) => setKind(value as 'off' | 'hours')}>
          <Group gap="lg" mt={4}>
            <Radio value="off" label="Day off" disabled={busy !== null} />
            <Radio value="hours" label="Other hours" disabled={busy !== null} />
          </Group>
        </Radio.Group>
        {kind === 'hours' && (
          <DayRanges
            context="That day"
            addLabel="Add hours on that day"
            ranges={ranges}
            onChange={setRanges}
            error={errors.ranges}
            disabled={busy !== null}
          />
        )}
        {errors.form && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {errors.form}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => void add()} loading={busy === 'add'} disabled={busy !== null && busy !== 'add'}>
            Add exception
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
