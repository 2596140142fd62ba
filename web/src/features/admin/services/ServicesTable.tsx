import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ServiceStatusBadge } from '../../../components/catalogue/ServiceStatusBadge';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatKwacha } from '../../../lib/money';

export const ServicesTable_service = graphql(`
  fragment ServicesTable_service on Service {
    id
    serviceName
    status
    isApproved
    isInternal
    providerName
    businessName
    category {
      id
      name
    }
    priceRange {
      min
      max
    }
  }
`);

/** `K{min} - K{max}`, or N/A without packages. */
export function adminPriceRange(range: { min: string; max: string } | null | undefined): string {
  return range ? `${formatKwacha(range.min)} - ${formatKwacha(range.max)}` : 'N/A';
}

interface ServicesTableProps {
  services: FragmentType<typeof ServicesTable_service>[];
  /** Without it the table has no Edit column. */
  onEdit?: (id: string) => void;
  /** Without it the table has no Approve/Unapprove column. */
  onToggleApproval?: (id: string, approve: boolean) => void;
  /** The id whose approval is being changed. */
  approving?: string | null;
  /** Show whether each service is internal (AYS) or external. */
  showProvider?: boolean;
}

/** Services with name link, category, price range, status, Edit and Approve/Unapprove. */
export function ServicesTable({ services: refs, onEdit, onToggleApproval, approving, showProvider = true }: ServicesTableProps) {
  const services = refs.map((ref) => getFragmentData(ServicesTable_service, ref));
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={onEdit ? 860 : 600}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Price range</Table.Th>
              <Table.Th>Status</Table.Th>
              {onEdit && <Table.Th>Edit</Table.Th>}
              {onToggleApproval && <Table.Th>Approval</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((service) => (
              <Table.Tr key={service.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/services/${service.id}`} fw={600} fz="sm">
                    {service.serviceName}
                  </Anchor>
                  {showProvider && (
                    <Group gap={6} mt={2}>
                      <Badge size="xs" variant="outline" color={service.isInternal ? 'brand' : 'copper'}>
                        {service.isInternal ? 'Internal' : 'External'}
                      </Badge>
                      {!service.isInternal && (
                        <Text fz="xs" c="dimmed">
                          {service.businessName ?? service.providerName}
                        </Text>
                      )}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>{service.category.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{adminPriceRange(service.priceRange)}</Table.Td>
                <Table.Td>
                  <ServiceStatusBadge status={service.status} />
                </Table.Td>
                {onEdit && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      onClick={() => onEdit(service.id)}
                      aria-label={`Edit ${service.serviceName}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                )}
                {onToggleApproval && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={service.isApproved ? 'default' : 'filled'}
                      color={service.isApproved ? undefined : 'brand'}
                      loading={approving === service.id}
                      onClick={() => onToggleApproval(service.id, !service.isApproved)}
                      aria-label={`${service.isApproved ? 'Unapprove' : 'Approve'} ${service.serviceName}`}
                    >
                      {service.isApproved ? 'Unapprove' : 'Approve'}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
