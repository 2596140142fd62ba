import { Badge, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { CommissionSettings } from '../../../components/catalogue/pricing';
import { formatKwacha } from '../../../lib/money';
import { kwacha, packageFigures } from './pricing';
import { formatMinutes } from '@server/modules/catalogue/timing-rules';

export const PackageSummaryCard_package = graphql(`
  fragment PackageSummaryCard_package on Package {
    id
    name
    description
    isMandatory
    imageUrl
    price
    customerPrice
    depositType
    depositValue
    durationMinutes
  }
`);

interface PackageSummaryCardProps {
  package: FragmentType<typeof PackageSummaryCard_package>;
  /** The service's commission settings (see serviceCommission). */
  commission: CommissionSettings;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="sm">
        {value}
      </Text>
    </div>
  );
}

/** One package as its provider sees it: what customers pay, the deposit, the platform's share and theirs, how long a job takes. */
export function PackageSummaryCard({ package: packageRef, commission }: PackageSummaryCardProps) {
  const pkg = getFragmentData(PackageSummaryCard_package, packageRef);
  const figures = packageFigures(pkg, commission);
  const deposit = figures ? kwacha(figures.deposit) : '—';
  const depositLabel = pkg.depositType === 'PERCENTAGE' ? `${deposit} (${Number(pkg.depositValue)}%)` : deposit;

  return (
    <Card padding="md" component="article" aria-label={`${pkg.name} package`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            <Text component="h3" fw={700} fz="md" m={0}>
              {pkg.name}
            </Text>
            {pkg.isMandatory && (
              <Badge size="xs" variant="outline" color="gray">
                Mandatory
              </Badge>
            )}
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fw={800} fz="lg" c="brand.9" lh={1.2}>
              {formatKwacha(pkg.customerPrice)}
            </Text>
            <Text fz="xs" c="dimmed">
              customers pay
            </Text>
          </Stack>
        </Group>
        {pkg.imageUrl && (
          <Box maw={220}>
            <Image src={pkg.imageUrl} alt={`${pkg.name} package`} radius="md" h={120} fit="cover" />
          </Box>
        )}
        {pkg.description && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {pkg.description}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
          <Figure label="Your price" value={formatKwacha(pkg.price)} />
          <Figure label="Deposit" value={depositLabel} />
          <Figure label="Platform commission" value={figures ? kwacha(figures.commission) : '—'} />
          <Figure label="You receive" value={figures ? kwacha(figures.providerReceives) : '—'} />
          <Figure label="Length" value={formatMinutes(pkg.durationMinutes)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
