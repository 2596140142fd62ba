import { ActionIcon, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_RANGES_A_DAY } from '@server/modules/availability/working-hours-rules';
import { nextRange, timeOptions, type RangeDraft } from './hours-drafts';
import classes from './DayRanges.module.css';

interface TimeSelectProps {
  kind: 'start' | 'end';
  /** Shown above the first row only. */
  label: string | undefined;
  /** The accessible name: "Monday, hours 2: from". */
  name: string;
  value: string;
  onChange: (time: string) => void;
  error: string | null | undefined;
  disabled: boolean;
}

/** One time of a range: quarter hours (and the saved value when it is off that grid); the day's problem as its description. */
function TimeSelect({ kind, label, name, value, onChange, error, disabled }: TimeSelectProps) {
  return (
    <NativeSelect
      label={label}
      aria-label={name}
      data={timeOptions(kind, value)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={Boolean(error)}
      description={error}
      descriptionProps={{ className: classes.spoken }}
      disabled={disabled}
      miw={0}
      style={{ flex: 1, maxWidth: 128 }}
    />
  );
}

interface DayRangesProps {
  /** What the ranges are for, in their accessible names: "Monday", "Other hours". */
  context: string;
  ranges: RangeDraft[];
  onChange: (ranges: RangeDraft[]) => void;
  /** The day's problem: shown under its ranges, and read out with each of its times. */
  error?: string | null;
  disabled?: boolean;
  /** The add button's name; "Add hours on {context}" unless said. */
  addLabel?: string;
}

/**
 * One day's working ranges: a From and a To time for each (quarter hours, as native selects so phones
 * show their own pickers), a bin for each when there are several, and Add hours. Only the first row
 * shows its labels; every select is named for its day and row ("Monday, hours 2: from"). A problem is
 * shown once under the ranges and read out as the description of each time.
 */
export function DayRanges({ context, ranges, onChange, error, disabled = false, addLabel }: DayRangesProps) {
  const update = (key: string, patch: Partial<RangeDraft>) =>
    onChange(ranges.map((range) => (range.key === key ? { ...range, ...patch } : range)));
  const remove = (key: string) => onChange(ranges.filter((range) => range.key !== key));
  const several = ranges.length > 1;

  return (
    <Stack gap={6}>
      {ranges.map((range, index) => {
        const name = several ? `${context}, hours ${index + 1}` : context;
        const labelled = index === 0;
        return (
          <Group key={range.key} gap="xs" wrap="nowrap" align="flex-end">
            <TimeSelect
              kind="start"
              label={labelled ? 'From' : undefined}
              name={`${name}: from`}
              value={range.start}
              onChange={(start) => update(range.key, { start })}
              error={error}
              disabled={disabled}
            />
            <Text c="dimmed" pb={8} aria-hidden>
              –
            </Text>
            <TimeSelect
              kind="end"
              label={labelled ? 'To' : undefined}
              name={`${name}: to`}
              value={range.end}
              onChange={(end) => update(range.key, { end })}
              error={error}
              disabled={disabled}
            />
            {several && (
              <Tooltip label="Remove these hours">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={1}
                  aria-label={`Remove ${context} ${range.start} to ${range.end}`}
                  onClick={() => remove(range.key)}
                  disabled={disabled}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        );
      })}
      {error && (
        <Text fz="sm" c="var(--mantine-color-error)" aria-hidden>
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          aria-label={addLabel ?? `Add hours on ${context}`}
          onClick={() => onChange([...ranges, nextRange(ranges)])}
          disabled={disabled || ranges.length >= MAX_RANGES_A_DAY}
        >
          Add hours
        </Button>
      </Group>
    </Stack>
  );
}
