import { TextInput, type TextInputProps } from '@mantine/core';
import '@mantine/dates/styles.css';
import { TimeInput, type TimeInputProps } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { todayInLusaka } from '../../../lib/dates';

/**
 * A booking day: today (in Lusaka) or later. The value is YYYY-MM-DD. The browser's own date field: on a
 * phone it opens the system date picker, and it needs no script to work.
 */
export function BookingDateInput(props: TextInputProps) {
  return (
    <TextInput
      type="date"
      label="Date"
      withAsterisk={false}
      min={todayInLusaka()}
      leftSection={<IconCalendar size={18} />}
      leftSectionPointerEvents="none"
      {...props}
    />
  );
}

/** A time of day, HH:MM (Lusaka time). */
export function BookingTimeInput(props: TimeInputProps) {
  return <TimeInput label="Time" withAsterisk={false} leftSection={<IconClock size={18} />} leftSectionPointerEvents="none" {...props} />;
}
