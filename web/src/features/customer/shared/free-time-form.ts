import { NetworkStatus } from '@apollo/client';
import type { ReactNode } from 'react';
import { fieldErrors } from '../../../lib/errors';
import type { FreeTimeChoice } from './FreeTimePicker';

/** What the free-time picker needs of a Mantine form with `date` and `time` fields. */
interface DateTimeForm {
  values: FreeTimeChoice;
  errors: Record<string, ReactNode>;
  setFieldValue: (path: 'date' | 'time', value: string) => void;
}

/** The picker's value, changes and errors, bound to the form's `date` and `time`: a change clears only its own field's error. */
export function pickerFormProps(form: DateTimeForm) {
  return {
    value: { date: form.values.date, time: form.values.time },
    onChange: (next: FreeTimeChoice) => {
      if (next.date !== form.values.date) form.setFieldValue('date', next.date);
      if (next.time !== form.values.time) form.setFieldValue('time', next.time);
    },
    errors: { date: form.errors.date, time: form.errors.time },
  };
}

/** Rules for the picker's fields: a day and a time must be chosen (the picker offers only free ones). */
export const pickerRules = {
  date: (value: string) => (value ? null : 'Choose a day.'),
  time: (value: string) => (value ? null : 'Choose a time.'),
};

/**
 * After the server refused the chosen time (another customer just took it, or it is not a free time):
 * the time is cleared and the free times are read again from the server, so the customer chooses from
 * what is free now. Call it before the server's messages are put beside the fields.
 */
export function forgetRefusedTime(form: DateTimeForm, error: unknown, refetch: () => Promise<unknown>): void {
  if (!fieldErrors(error).time) return;
  form.setFieldValue('time', '');
  void refetch().catch(() => undefined);
}

/** What the picker reads of its query's result (Apollo's `useQuery` result fits). */
interface FreeTimesQuery {
  networkStatus: NetworkStatus;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** The picker's data props from its query: the free times, whether they are read again, a failure and Try again. */
export function pickerQueryProps<FreeTimes>(query: FreeTimesQuery, freeTimes: FreeTimes | undefined) {
  return {
    freeTimes,
    refreshing: query.networkStatus === NetworkStatus.refetch,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
