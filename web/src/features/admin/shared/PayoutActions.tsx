import { Button, Group } from '@mantine/core';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { formatKwacha } from '../../../lib/money';

interface PayoutActionsProps {
  /** The list's CSV download and what it holds ("Ann Banda's commissions"). */
  csv: { href: string; label: string };
  /** The ticked rows' exact sum, or null when there is nothing to pay. */
  payable: string | null;
  onRecord: () => void;
}

/** Beside a list an admin pays out from: its CSV download, and "Record payout: K…" once payable rows are ticked. */
export function PayoutActions({ csv, payable, onRecord }: PayoutActionsProps) {
  return (
    <Group gap="xs">
      <ExportCsvButton href={csv.href} label={csv.label} />
      {payable !== null && (
        <Button size="sm" onClick={onRecord}>
          Record payout: {formatKwacha(payable)}
        </Button>
      )}
    </Group>
  );
}
