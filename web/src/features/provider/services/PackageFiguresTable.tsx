import { Card, Table, Text } from '@mantine/core';
import type { CommissionSettings } from '../../../components/catalogue/pricing';
import type { PackageDraft } from '../../../components/catalogue/package-drafts';
import { formatKwacha } from '../../../lib/money';
import { kwacha, packageFigures } from './pricing';

interface PackageFiguresTableProps {
  packages: PackageDraft[];
  /** Null while no category is chosen: only the prices are known. */
  commission: CommissionSettings | null;
}

/** Per package as entered: the provider's price, what customers pay, the deposit, the commission, their share. */
export function PackageFiguresTable({ packages, commission }: PackageFiguresTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Package</Table.Th>
            <Table.Th>Your price</Table.Th>
            <Table.Th>Customers pay</Table.Th>
            <Table.Th>Deposit</Table.Th>
            <Table.Th>Commission</Table.Th>
            <Table.Th>You receive</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packages.map((pkg, index) => {
            const figures = commission ? packageFigures(pkg, commission) : null;
            const low = figures ? figures.deposit < figures.commission : false;
            return (
              <Table.Tr key={pkg.key}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {pkg.name.trim() || `Package ${index + 1}`}
                  </Text>
                </Table.Td>
                <Table.Td>{pkg.price.trim() ? formatKwacha(pkg.price) : '—'}</Table.Td>
                <Table.Td>{figures ? kwacha(figures.customerPrice) : '—'}</Table.Td>
                <Table.Td c={low ? 'red' : undefined}>
                  {figures ? kwacha(figures.deposit) : '—'}
                  {pkg.depositType === 'PERCENTAGE' && pkg.depositValue.trim() ? ` (${pkg.depositValue.trim()}%)` : ''}
                </Table.Td>
                <Table.Td>{figures ? kwacha(figures.commission) : '—'}</Table.Td>
                <Table.Td>{figures ? kwacha(figures.providerReceives) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The figures under the packages editor, titled, in a card of their own. */
export function PricesAtAGlance({ packages, commission }: PackageFiguresTableProps & { commission: CommissionSettings }) {
  return (
    <Card padding="md">
      <Text fw={700} fz="sm" mb="xs">
        Prices at a glance
      </Text>
      <PackageFiguresTable packages={packages} commission={commission} />
    </Card>
  );
}
