import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type ReactNode } from 'react';
import type { FragmentType } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { SaveBar } from '../StickyActionBar';
import {
  toDayDrafts,
  toWorkingDayInputs,
  weekFieldErrors,
  weekProblems,
  type DayDraft,
  type TimeRangeValue,
  type WeeklyHoursEditor_day,
} from './hours-drafts';
import { WeeklyHoursEditor } from './WeeklyHoursEditor';
import { CORRECT_FIELDS } from '@server/lib/form-fields';

type DayRefs = ReadonlyArray<FragmentType<typeof WeeklyHoursEditor_day>>;

interface WeeklyHoursFormProps {
  /** The saved week (`...WeeklyHoursEditor_day`). */
  days: DayRefs;
  /**
   * Saves the week (and whatever the `children` fields hold); resolves with the saved week, rejects with the
   * API's error.
   */
  onSave: (workingHours: { weekday: number; ranges: TimeRangeValue[] }[]) => Promise<DayRefs | undefined>;
  /** Checks the `children` fields before a save; false stops it (they show their own messages). */
  checkOthers?: () => boolean;
  /** Told the API's field messages of a refused save, for the `children` fields. */
  onFieldErrors?: (fields: Record<string, string>) => void;
  /** Told the form was put back as saved, for the `children` fields. */
  onDiscard?: () => void;
  /** Whether the `children` fields differ from what is saved. */
  othersDirty?: boolean;
  /** The toast after a save. */
  savedMessage: string;
  /** Fields above the week (the provider's team size). */
  children?: ReactNode;
}

/**
 * The weekly hours editor with its Save and Discard in reach at the bottom of the screen: checks each day
 * before saving (rangesProblem's words under the day), shows the server's refusal beside the buttons, and
 * moves focus to the first field with a problem.
 */
export function WeeklyHoursForm({
  days: saved,
  onSave,
  checkOthers,
  onFieldErrors,
  onDiscard,
  othersDirty = false,
  savedMessage,
  children,
}: WeeklyHoursFormProps) {
  const [days, setDays] = useState<DayDraft[]>(() => toDayDrafts(saved));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const field = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });

  const change = (next: DayDraft[]) => {
    setDays(next);
    setDirty(true);
    setErrors({});
  };

  const discard = () => {
    setDays(toDayDrafts(saved));
    setDirty(false);
    setErrors({});
    setFailure(null);
    onDiscard?.();
  };

  const save = async () => {
    setFailure(null);
    const problems = weekProblems(days);
    const othersFine = checkOthers?.() ?? true;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !othersFine) {
      setFailure(CORRECT_FIELDS);
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      const result = await onSave(toWorkingDayInputs(days));
      if (result) setDays(toDayDrafts(result));
      setDirty(false);
      notifications.show({ color: 'brand', message: savedMessage });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(weekFieldErrors(fields, days));
      onFieldErrors?.(fields);
      setFailure(errorMessage(error));
      focusFirstProblem();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" ref={root}>
      {children}
      <WeeklyHoursEditor value={days} onChange={change} errors={errors} disabled={saving} />
      <SaveBar
        label="Save hours"
        failure={failure}
        saving={saving}
        dirty={dirty || othersDirty}
        onDiscard={discard}
        onSave={() => void save()}
      />
    </Stack>
  );
}
