import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { graphql } from '../../../gql';
import { useAffiliatesPageQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';
import { formatKwacha } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { formatDay } from '../../../lib/dates';
import { countFigure } from '../../../lib/count';
import { useDocumentTitle } from '../../../lib/document-title';

graphql(`
  query AffiliatesPage {
    myTotalEarned
    myPromoCodes(first: 100) {
      totalCount
      edges {
        node {
          id
          codeName
          discount
          usageLimit
          usageCount
          affiliateRate
          status
          service {
            id
            serviceName
          }
        }
      }
    }
    myCommissions(first: 100) {
      totalCount
      edges {
        node {
          id
          date
          serviceName
          codeName
          amount
        }
      }
    }
  }
`);

/**
 * /affiliates: the affiliate's own promo codes and commissions. Signed-in people of other roles get a
 * plain explanation; the server answers these queries for affiliates only.
 */
export function AffiliatesPage() {
  useDocumentTitle('Affiliates');
  const { user } = useSession();
  const isAffiliate = user?.role === 'AFFILIATE';
  const { data, loading, error } = useAffiliatesPageQuery({ skip: !isAffiliate, fetchPolicy: 'cache-and-network' });

  if (!isAffiliate) {
    return <EmptyState title="For affiliates" description="This page shows an affiliate's promo codes and the commission they earned. Your account is not an affiliate account." />;
  }
  if (loading && !data) return <PageLoader label="Loading your promo codes…" />;

  const codes = data?.myPromoCodes.edges ?? [];
  const commissions = data?.myCommissions.edges ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Affiliate dashboard</Title>
        <Text c="dimmed">Your promo codes, and the commission you earn when a booking that used one is completed.</Text>
      </div>

      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Card>
          <Text fz="sm" c="dimmed">Total earned</Text>
          <Text fz="xl" fw={700}>{data ? formatKwacha(data.myTotalEarned) : '—'}</Text>
        </Card>
        <Card>
          <Text fz="sm" c="dimmed">Promo codes</Text>
          <Text fz="xl" fw={700}>{data ? countFigure(data.myPromoCodes.totalCount) : '—'}</Text>
        </Card>
        <Card>
          <Text fz="sm" c="dimmed">Completed bookings</Text>
          <Text fz="xl" fw={700}>{data ? countFigure(data.myCommissions.totalCount) : '—'}</Text>
        </Card>
      </SimpleGrid>

      <Card>
        <Title order={2} fz="lg" mb="sm">Promo codes</Title>
        {error ? (
          <Text c="red" role="alert">Error loading promo codes: {errorMessage(error)}</Text>
        ) : codes.length === 0 ? (
          <Text c="dimmed">No promo codes yet. The team creates them for you.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Discount</Table.Th>
                  <Table.Th>Used</Table.Th>
                  <Table.Th>Your rate</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.map(({ node }) => (
                  <Table.Tr key={node.id}>
                    <Table.Td fw={700}>{node.codeName}</Table.Td>
                    <Table.Td>{node.service.serviceName}</Table.Td>
                    <Table.Td>{node.discount}%</Table.Td>
                    <Table.Td>{node.usageCount} of {node.usageLimit}</Table.Td>
                    <Table.Td>{Number(node.affiliateRate)}%</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={node.status === 'active' ? 'brand' : 'gray'}>{node.status}</Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card>
        <Title order={2} fz="lg" mb="sm">Commissions</Title>
        {error ? (
          <Text c="red" role="alert">Error loading commissions: {errorMessage(error)}</Text>
        ) : commissions.length === 0 ? (
          <Text c="dimmed">No commissions yet. They appear when a booking that used your code is completed.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th ta="right">Commission</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {commissions.map(({ node }) => (
                  <Table.Tr key={node.id}>
                    <Table.Td>{formatDay(node.date)}</Table.Td>
                    <Table.Td>{node.serviceName}</Table.Td>
                    <Table.Td>{node.codeName}</Table.Td>
                    <Table.Td ta="right" fw={600}>{formatKwacha(node.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
