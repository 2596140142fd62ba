import { ActionIcon, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_RANGES_A_DAY } from '../../../../server/modules/providers/hours-rules';
import { nextRange, timeOptions, type RangeDraft } from './hours-drafts';
import classes from './DayRanges.module.css';

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
  const update = (key: string, patch: Partial<RangeDraft>) => onChange(ranges.map((range) => (range.key === key ? { ...range, ...patch } : range)));
  const remove = (key: string) => onChange(ranges.filter((range) => range.key !== key));
  const several = ranges.length > 1;

  return (
    <Stack gap={6}>
      {ranges.map((range, index) => {
        const name = several ? `${context}, hours ${index + 1}` : context;
        const labelled = index === 0;
        return (
          <Group key={range.key} gap="xs" wrap="nowrap" align="flex-end">
            <NativeSelect
              label={labelled ? 'From' : undefined}
              aria-label={`${name}: from`}
              data={timeOptions('start', range.start)}
              value={range.start}
              onChange={(event) => update(range.key, { start: event.currentTarget.value })}
              error={Boolean(error)}
              description={error}
              descriptionProps={{ className: classes.spoken }}
              disabled={disabled}
              miw={0}
              style={{ flex: 1, maxWidth: 128 }}
            />
            <Text c="dimmed" pb={8} aria-hidden>
              –
            </Text>
            <NativeSelect
              label={labelled ? 'To' : undefined}
              aria-label={`${name}: to`}
              data={timeOptions('end', range.end)}
              value={range.end}
              onChange={(event) => update(range.key, { end: event.currentTarget.value })}
              error={Boolean(error)}
              description={error}
              descriptionProps={{ className: classes.spoken }}
              disabled={disabled}
              miw={0}
              style={{ flex: 1, maxWidth: 128 }}
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
