import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
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

interface SaveBarProps {
  /** The bar's name and its Save button's text ("Save packages"). */
  label: string;
  /** Why the last save failed, said beside the buttons. */
  failure: string | null;
  saving: boolean;
  /** Whether there is anything to discard. */
  dirty: boolean;
  onDiscard: () => void;
  onSave: () => void;
}

/** Discard changes and Save in a StickyActionBar, with the failed save's message above them. */
export function SaveBar({ label, failure, saving, dirty, onDiscard, onSave }: SaveBarProps) {
  return (
    <StickyActionBar label={label}>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDiscard} disabled={saving || !dirty}>
          Discard changes
        </Button>
        <Button onClick={onSave} loading={saving}>
          {label}
        </Button>
      </Group>
    </StickyActionBar>
  );
}
