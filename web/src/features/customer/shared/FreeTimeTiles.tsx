import { Skeleton } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './FreeTimePicker.module.css';

// The free-time picker's building blocks: radio groups of tiles and their loading skeletons.

export function Skeletons({ count, className }: { count: number; className: string }) {
  return Array.from({ length: count }, (_, index) => <Skeleton key={index} className={className} radius="md" />);
}

interface ChoiceGroupProps {
  /** The form field it sets ("date" or "time"): a form finds the group by it to focus it (see focusFirstError). */
  path: string;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** Its choices are loading (skeletons stand in for them). */
  busy: boolean;
  className: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** A radio group of tiles: focusable by the form (not by Tab, which goes to its checked radio). */
export function ChoiceGroup({ path, labelledBy, describedBy, invalid, busy, className, ref, children }: ChoiceGroupProps) {
  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required
      aria-busy={busy || undefined}
      tabIndex={-1}
      data-path={path}
      className={`${className} ${classes.group}`}
    >
      {children}
    </div>
  );
}

interface TileProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** The accessible name, when it says more than the tile shows. */
  label?: string;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}

/** One choice: a native radio button, invisible over the tile it labels, so taps, keys and screen readers use it. */
export function Tile({ name, value, checked, disabled, label, onChoose, className, children }: TileProps) {
  return (
    <label className={className ? `${classes.tile} ${className}` : classes.tile}>
      <input
        type="radio"
        className={classes.input}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={onChoose}
      />
      <span className={classes.face}>{children}</span>
    </label>
  );
}
