import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ServiceStatusBadge } from '../../../components/ServiceStatusBadge';
import { DataTable, type Column } from '../../../components/DataTable';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ServiceAction, ServicesTable_ServiceFragment } from '../../../gql/graphql';
import { priceRangeShort, type PriceRangeValue } from '../../../lib/money';

export const ServicesTable_service = graphql(`
  fragment ServicesTable_service on Service {
    id
    serviceName
    status
    allowedActions
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

/** The approval button a service's `allowedActions` offer: Approve, Unapprove or none. */
export function approvalOf(actions: readonly ServiceAction[]): { approve: boolean; label: string } | null {
  if (actions.includes('APPROVE')) return { approve: true, label: 'Approve' };
  if (actions.includes('UNAPPROVE')) return { approve: false, label: 'Unapprove' };
  return null;
}

/** The spec's `K{min} - K{max}`, or N/A without packages. */
export function adminPriceRange(range: PriceRangeValue | null | undefined): string {
  return priceRangeShort(range, 'N/A');
}

interface ServicesTableProps {
  services: FragmentType<typeof ServicesTable_service>[];
  /** Without it the rows have no Edit button. */
  onEdit?: (id: string) => void;
  /** Without it the rows have no Approve/Unapprove button. */
  onToggleApproval?: (id: string, approve: boolean) => void;
  /** The id whose approval is being changed. */
  approving?: string | null;
  /** Show whether each service is internal (AYS) or external. */
  showProvider?: boolean;
}

type Service = ServicesTable_ServiceFragment;

/** Services with name link, category, price range, status, Edit and Approve/Unapprove; cards on phones. */
export function ServicesTable({ services: refs, onEdit, onToggleApproval, approving, showProvider = true }: ServicesTableProps) {
  const services = refs.map((ref) => getFragmentData(ServicesTable_service, ref));
  const columns: Column<Service>[] = [
    {
      label: 'Name',
      render: (service) => (
        <>
          <Anchor component={Link} to={`/admin/services/${service.id}`} fw={600} fz="sm">
            {service.serviceName}
          </Anchor>
          {showProvider && (
            <Group gap={6} mt={2}>
              <Badge size="xs" variant="outline" color={service.isInternal ? 'brand' : 'copper'}>
                {service.isInternal ? 'Internal' : 'External'}
              </Badge>
              {!service.isInternal && (
                <Text fz="xs" fw={400} c="dimmed">
                  {service.businessName ?? service.providerName}
                </Text>
              )}
            </Group>
          )}
        </>
      ),
    },
    { label: 'Category', render: (service) => service.category.name },
    { label: 'Price range', render: (service) => <span style={{ whiteSpace: 'nowrap' }}>{adminPriceRange(service.priceRange)}</span> },
    { label: 'Status', render: (service) => <ServiceStatusBadge status={service.status} /> },
  ];
  if (onEdit || onToggleApproval) {
    columns.push({
      label: 'Actions',
      actions: true,
      render: (service) => {
        const approval = approvalOf(service.allowedActions);
        return (
          <Group gap="xs" wrap="nowrap">
            {onEdit && service.allowedActions.includes('EDIT') && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => onEdit(service.id)}
                aria-label={`Edit ${service.serviceName}`}
              >
                Edit
              </Button>
            )}
            {onToggleApproval && approval && (
              <Button
                size="xs"
                variant={approval.approve ? 'filled' : 'default'}
                loading={approving === service.id}
                onClick={() => onToggleApproval(service.id, approval.approve)}
                aria-label={`${approval.label} ${service.serviceName}`}
              >
                {approval.label}
              </Button>
            )}
          </Group>
        );
      },
    });
  }
  return <DataTable rows={services} columns={columns} minWidth={onEdit ? 760 : 600} label="Services" framed />;
}
