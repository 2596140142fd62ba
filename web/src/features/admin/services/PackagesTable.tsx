import { Badge, Image, Paper, Table, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';
import { formatMinutes } from '@server/modules/catalogue/timing-rules';

export const PackagesTable_package = graphql(`
  fragment PackagesTable_package on Package {
    id
    name
    description
    price
    customerPrice
    isMandatory
    depositType
    depositValue
    imageUrl
    durationMinutes
  }
`);

function depositText(type: string, value: string) {
  return type === 'PERCENTAGE' ? `${Number(value)}%` : formatKwacha(value);
}

/** A service's packages, read-only: name, price (and customer price with markup), deposit, length, mandatory. */
export function PackagesTable({ packages: refs }: { packages: FragmentType<typeof PackagesTable_package>[] }) {
  const packages = refs.map((ref) => getFragmentData(PackagesTable_package, ref));
  if (packages.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        No packages available
      </Text>
    );
  }
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Image</Table.Th>
              <Table.Th>Package</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Customer pays</Table.Th>
              <Table.Th>Deposit</Table.Th>
              <Table.Th>Length</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.map((pkg) => (
              <Table.Tr key={pkg.id}>
                <Table.Td>
                  {pkg.imageUrl ? (
                    <Image src={pkg.imageUrl} alt={`${pkg.name} package`} w={48} h={48} radius="sm" fit="cover" />
                  ) : (
                    <Text c="dimmed" fz="xs">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fw={600} fz="sm" span>
                    {pkg.name}
                  </Text>{' '}
                  {pkg.isMandatory && (
                    <Badge size="xs" variant="light">
                      Mandatory
                    </Badge>
                  )}
                  {pkg.description && (
                    <Text c="dimmed" fz="xs" lineClamp={2}>
                      {pkg.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatKwacha(pkg.price)}</Table.Td>
                <Table.Td>{formatKwacha(pkg.customerPrice)}</Table.Td>
                <Table.Td>{depositText(pkg.depositType, pkg.depositValue)}</Table.Td>
                <Table.Td>{formatMinutes(pkg.durationMinutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
