/**
 * A weekly plan as an editable list of the seven weekdays, shared by the provider's settings and the
 * admin's team member hours:
 *
 *   const [days, setDays] = useState(() => toDayDrafts(me.workingHours)); // ...WeeklyHoursEditor_day
 *   <WeeklyHoursEditor value={days} onChange={setDays} errors={weekProblems(days)} />
 *   save: setMyWorkingHours({ input: { workingHours: toWorkingDayInputs(days), teamSize } })
 *
 * Each day is a group named for it: a switch (on: works that day) and, when on, its ranges (DayRanges).
 */
import { Box, Stack, Switch, Text } from '@mantine/core';
import { DayRanges } from './DayRanges';
import { rangeDraft, type DayDraft } from './hours-drafts';
import classes from './WeeklyHoursEditor.module.css';

interface WeeklyHoursEditorProps {
  value: DayDraft[];
  onChange: (days: DayDraft[]) => void;
  /** Messages by weekday (see weekProblems and weekFieldErrors), shown under that day. */
  errors?: Record<number, string>;
  disabled?: boolean;
}

export function WeeklyHoursEditor({ value, onChange, errors = {}, disabled = false }: WeeklyHoursEditorProps) {
  const update = (weekday: number, patch: Partial<DayDraft>) =>
    onChange(value.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));

  return (
    <Stack gap={0} className={classes.week}>
      {value.map((day) => {
        const error = errors[day.weekday];
        return (
          <Box key={day.weekday} role="group" aria-label={day.name} className={classes.day} mod={{ working: day.working }}>
            <Switch
              className={classes.switch}
              label={day.name}
              checked={day.working}
              disabled={disabled}
              onChange={(event) => {
                const working = event.currentTarget.checked;
                update(day.weekday, { working, ranges: working && day.ranges.length === 0 ? [rangeDraft()] : day.ranges });
              }}
            />
            <div className={classes.ranges}>
              {!day.working && (
                <Text fz="sm" c="dimmed" pt={2}>
                  Day off
                </Text>
              )}
              {day.working && (
                <DayRanges
                  context={day.name}
                  ranges={day.ranges}
                  onChange={(ranges) => update(day.weekday, { ranges })}
                  error={error}
                  disabled={disabled}
                />
              )}
            </div>
          </Box>
        );
      })}
    </Stack>
  );
}
