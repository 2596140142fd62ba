import { Text, type MantineFontSize } from '@mantine/core';
import type { ReactNode } from 'react';

interface FactProps {
  label: string;
  /** Empty (null, '', false) shows `missing` in grey. */
  children: ReactNode;
  missing?: string;
  fz?: MantineFontSize;
}

/** One labelled fact of a record ("CITY / Lusaka"), as the detail pages show them. */
export function Fact({ label, children, missing = 'Not set', fz }: FactProps) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text component="div" fz={fz} fw={500} c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? missing : children}
      </Text>
    </div>
  );
}
