import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StickyActionBar.module.css';

/** A form's actions (and the message of a failed save) kept in reach at the bottom of the screen on long forms. */
export function StickyActionBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack gap="xs" className={classes.bar} role="region" aria-label={label}>
      {children}
    </Stack>
  );
}
