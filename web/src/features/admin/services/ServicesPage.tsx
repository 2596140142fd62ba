import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import { AdminServicesPageDocument, type PackageInput, type ServiceFilter, type ServiceInput } from '../../../gql/graphql';
import {
  useAdminServicesPageQuery,
  useCreateServiceMutation,
  useSetServiceApprovalMutation,
  useUpdateServiceMutation,
} from '../../../gql/hooks';
import { AdminPage } from '../shared/AdminPage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { LoadMore } from '../../../components/LoadMore';
import { ServiceForm } from './ServiceForm';
import { ServicesTable } from './ServicesTable';
import { countOf } from '../../../lib/count';
import { QueryStates } from '../../../components/QueryStates';

graphql(`
  query AdminServicesPage($filter: ServiceFilter!, $after: String) {
    adminServices(filter: $filter, first: 25, after: $after) {
      edges {
        node {
          id
          version
          serviceName
          ...ServicesTable_service
          ...ServiceForm_service
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

graphql(`
  mutation CreateService($input: ServiceInput!, $packages: [PackageInput!]!) {
    createService(input: $input, packages: $packages) {
      id
      serviceName
      ...ServicesTable_service
    }
  }
`);

graphql(`
  mutation UpdateService($id: ID!, $input: ServiceInput!, $expectedVersion: Int) {
    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {
      version
      id
      serviceName
      ...ServicesTable_service
      ...ServiceForm_service
    }
  }
`);

graphql(`
  mutation SetServiceApproval($id: ID!, $approved: Boolean!) {
    setServiceApproval(id: $id, approved: $approved) {
      id
      status
      isApproved
      allowedActions
    }
  }
`);

const FILTERS: { value: ServiceFilter; label: string; param: string }[] = [
  { value: 'ALL', label: 'All', param: 'all' },
  { value: 'EXTERNAL', label: 'External', param: 'external' },
  { value: 'INTERNAL', label: 'Internal', param: 'internal' },
];

/** /admin/services: every service, filtered all/external/internal, with Create Service, Edit and Approve/Unapprove. */
export function ServicesPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = FILTERS.find((item) => item.param === searchParams.get('filter'))?.value ?? 'ALL';
  const query = useAdminServicesPageQuery({ variables: { filter } });
  const { data, fetchMore } = query;
  const [form, setForm] = useState<{ serviceId: string | null } | null>(null);
  const [approving, setApproving] = useState<string | null>(null);
  // Unapproving takes a service out of the catalogue at once, so it is asked first; approving is not.
  const [unapproving, setUnapproving] = useState<string | null>(null);
  const [createService] = useCreateServiceMutation({ refetchQueries: [AdminServicesPageDocument] });
  const [updateService] = useUpdateServiceMutation();
  const [setApproval] = useSetServiceApprovalMutation();

  const services = data?.adminServices;
  const editing = form?.serviceId ? services?.edges.find((edge) => edge.node.id === form.serviceId)?.node : null;

  const save = async (input: ServiceInput, packages: PackageInput[] = []) => {
    try {
      if (editing) {
        await updateService({ variables: { id: editing.id, input, expectedVersion: editing.version } });
        notifySuccess(`${input.serviceName} saved.`);
        setForm(null);
      } else {
        const result = await createService({ variables: { input, packages } });
        notifySuccess(`${input.serviceName} created.`);
        setForm(null);
        const id = result.data?.createService.id;
        if (id) await navigate(`/admin/services/${id}`);
      }
    } catch (failure) {
      notifyFailure(editing ? 'Failed to save service' : 'Failed to create service', failure);
      throw failure;
    }
  };

  const nameOf = (id: string) => services?.edges.find((edge) => edge.node.id === id)?.node.serviceName ?? 'Service';

  const toggleApproval = async (id: string, approved: boolean) => {
    setUnapproving(null);
    setApproving(id);
    try {
      const result = await setApproval({ variables: { id, approved } });
      notifySuccess(`${nameOf(id)} ${result.data?.setServiceApproval.isApproved ? 'approved' : 'unapproved'}.`);
    } catch (failure) {
      notifyFailure(approved ? 'Failed to approve service' : 'Failed to unapprove service', failure);
    } finally {
      setApproving(null);
    }
  };

  return (
    <AdminPage
      title="Services"
      description="Internal (AYS) and external services with their prices and status."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ serviceId: null })} disabled={!data}>
          Create Service
        </Button>
      }
    >
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Show services"
          value={filter}
          onChange={(value) => {
            const param = FILTERS.find((item) => item.value === value)?.param ?? 'all';
            setSearchParams(param === 'all' ? {} : { filter: param }, { replace: true });
          }}
          data={FILTERS.map(({ value, label }) => ({ value, label }))}
        />
        {services && (
          <Text c="dimmed" fz="sm">
            {countOf(services.totalCount, 'service', 'services')}
          </Text>
        )}
      </Group>

      <QueryStates
        query={query}
        loading="Loading services…"
        errorTitle="Error loading services"
        select={(page) => page.adminServices}
        isEmpty={(list) => list.edges.length === 0}
        empty={
          <Paper withBorder>
            <EmptyState
              title="No services found"
              description={filter === 'ALL' ? 'Create the first service with Create Service.' : 'No services match this filter.'}
            />
          </Paper>
        }
      >
        {(list) => (
          <Stack gap="md">
            <ServicesTable
              services={list.edges.map((edge) => edge.node)}
              onEdit={(serviceId) => setForm({ serviceId })}
              onToggleApproval={(id, approved) => (approved ? void toggleApproval(id, true) : setUnapproving(id))}
              approving={approving}
            />
            <LoadMore pageInfo={list.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
          </Stack>
        )}
      </QueryStates>

      <ConfirmDialog
        opened={unapproving !== null}
        title={`Unapprove ${unapproving ? nameOf(unapproving) : 'service'}?`}
        message="It leaves the public catalogue at once and goes back to In Review: customers can no longer find or book it. Bookings already made stay as they are."
        confirmLabel="Unapprove"
        onCancel={() => setUnapproving(null)}
        onConfirm={() => unapproving && void toggleApproval(unapproving, false)}
      />

      <FormModal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={editing ? `Edit ${editing.serviceName}` : 'Create Service'}
        size="xl"
      >
        {form && (
          <ServiceForm
            key={editing?.id ?? 'new'}
            service={editing}
            submitLabel={editing ? 'Save service' : 'Create Service'}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        )}
      </FormModal>
    </AdminPage>
  );
}
