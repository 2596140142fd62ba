import { Checkbox } from '@mantine/core';
import type { Column } from '../DataTable';

/** Unpaid rows an admin ticks to record one payout for them (commissions, earnings). */
export interface PayoutSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

/** The checkbox column of a list an admin pays out from; paid rows have none. `reference` names the row's booking. */
export function payoutColumn<T extends { id: string; payout?: unknown }>(
  selection: PayoutSelection,
  reference: (row: T) => string,
): Column<T> {
  return {
    label: 'Include in payout',
    actions: true,
    render: (row, layout) =>
      !row.payout && (
        <Checkbox
          label={layout === 'card' ? 'Include in payout' : undefined}
          aria-label={`Include ${reference(row)} in the payout`}
          checked={selection.selected.has(row.id)}
          onChange={(event) => selection.onToggle(row.id, event.currentTarget.checked)}
        />
      ),
  };
}
