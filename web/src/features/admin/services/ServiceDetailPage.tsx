import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { GalleryUploader } from '../../../components/catalogue/GalleryUploader';
import { ImageUploader } from '../../../components/catalogue/ImageUploader';
import { ServiceStatusBadge } from '../../../components/ServiceStatusBadge';
import { EmptyState } from '../../../components/EmptyState';
import { QueryStates } from '../../../components/QueryStates';
import { serviceFacts } from '../../../components/catalogue/service-facts';
import { graphql } from '../../../gql';
import {
  UploadServiceGalleryDocument,
  UploadServiceImageDocument,
  type AdminServicePageQuery,
  type ServiceInput,
} from '../../../gql/graphql';
import {
  useAdminServicePageQuery,
  useRemoveServiceGalleryImageMutation,
  useSetServiceApprovalMutation,
  useUpdateServiceMutation,
} from '../../../gql/hooks';
import { useUploadMutation } from '../../../apollo/upload';
import { formatKwacha } from '../../../lib/money';
import { AdminPage } from '../shared/AdminPage';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { ServiceForm } from './ServiceForm';
import { ServicePackages } from './ServicePackages';
import { adminPriceRange, approvalOf } from './ServicesTable';
import { Fact } from '../../../components/Fact';
import { BackLink } from '../../../components/BackLink';

graphql(`
  query AdminServicePage($id: ID!) {
    service(id: $id) {
      id
      version
      serviceName
      description
      image
      gallery
      status
      allowedActions
      isInternal
      providerName
      businessName
      commissionType
      commissionRate
      isMarkup
      ...ServiceFacts_service
      ...ServiceForm_service
      ...ServicePackages_service
    }
  }
`);

graphql(`
  mutation UploadServiceImage($serviceId: ID!, $file: Upload!) {
    uploadServiceImage(serviceId: $serviceId, file: $file) {
      id
      image
    }
  }
`);

graphql(`
  mutation UploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {
    uploadServiceGallery(serviceId: $serviceId, files: $files) {
      id
      gallery
    }
  }
`);

graphql(`
  mutation RemoveServiceGalleryImage($serviceId: ID!, $url: String!) {
    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {
      id
      gallery
    }
  }
`);

/** /admin/services/{id}: description, image and gallery uploads, and the packages. */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const query = useAdminServicePageQuery({ variables: { id: serviceId } });
  const notFound = (
    <Stack gap="lg">
      <BackLink to="/admin/services">Services</BackLink>
      <EmptyState title="No service found" description="It may have been removed, or the link is not quite right." />
    </Stack>
  );
  return (
    <QueryStates
      query={query}
      loading="Loading service…"
      errorTitle="Error loading service"
      select={(data) => data.service}
      notFound={notFound}
    >
      {(service) => <ServiceDetail service={service} />}
    </QueryStates>
  );
}

function ServiceDetail({ service }: { service: NonNullable<AdminServicePageQuery['service']> }) {
  const [uploadImage] = useUploadMutation(UploadServiceImageDocument);
  const [uploadGallery] = useUploadMutation(UploadServiceGalleryDocument);
  const [removeGalleryImage] = useRemoveServiceGalleryImageMutation();
  const [updateService] = useUpdateServiceMutation();
  const [setApproval, approving] = useSetServiceApprovalMutation();
  const [editing, setEditing] = useState(false);
  const facts = serviceFacts(service, ' › ');

  const id = service.id;
  const onImage = async (file: File, onProgress: (percent: number) => void) => {
    try {
      await uploadImage({ serviceId: id, file }, { onProgress });
      notifySuccess('Image uploaded and updated successfully!');
    } catch (failure) {
      notifyFailure('Error uploading image.');
      throw failure;
    }
  };
  const onGallery = async (files: File[], onProgress: (percent: number) => void) => {
    try {
      await uploadGallery({ serviceId: id, files }, { onProgress });
      notifySuccess('Image uploaded successfully!');
    } catch (failure) {
      notifyFailure('Error uploading image.');
      throw failure;
    }
  };
  const onRemove = async (url: string) => {
    try {
      await removeGalleryImage({ variables: { serviceId: id, url } });
      notifySuccess('Image removed from the gallery.');
    } catch (failure) {
      notifyFailure('Failed to remove image', failure);
      throw failure;
    }
  };
  const save = async (input: ServiceInput) => {
    try {
      await updateService({ variables: { id, input, expectedVersion: service.version } });
      notifySuccess(`${input.serviceName} saved.`);
      setEditing(false);
    } catch (failure) {
      notifyFailure('Failed to save service', failure);
      throw failure;
    }
  };
  const approval = approvalOf(service.allowedActions);
  const toggleApproval = async (approved: boolean) => {
    try {
      await setApproval({ variables: { id, approved } });
      notifySuccess(`${service.serviceName} ${approved ? 'approved' : 'unapproved'}.`);
    } catch (failure) {
      notifyFailure(approved ? 'Failed to approve service' : 'Failed to unapprove service', failure);
    }
  };

  const commission =
    service.commissionType === 'PERCENTAGE' ? `${Number(service.commissionRate)}%` : `${formatKwacha(service.commissionRate)} flat rate`;

  return (
    <AdminPage
      before={<BackLink to="/admin/services">Services</BackLink>}
      title={service.serviceName}
      description={
        <Group gap="xs" component="span" mt={4}>
          <ServiceStatusBadge status={service.status} />
          <Badge variant="outline" color={service.isInternal ? 'brand' : 'copper'}>
            {service.isInternal ? 'Internal (AYS)' : `External · ${service.businessName ?? service.providerName ?? ''}`}
          </Badge>
        </Group>
      }
      actions={
        <>
          {service.allowedActions.includes('EDIT') && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {approval && (
            <Button
              variant={approval.approve ? 'filled' : 'default'}
              leftSection={approval.approve ? <IconCheck size={16} /> : <IconX size={16} />}
              loading={approving.loading}
              onClick={() => void toggleApproval(approval.approve)}
            >
              {approval.label}
            </Button>
          )}
        </>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} h="100%">
            <Stack gap="md">
              <Title order={2} fz="lg">
                Description
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={service.description ? undefined : 'dimmed'}>
                {service.description || 'No description yet.'}
              </Text>
              <Group gap="xl" align="flex-start">
                <Fact fz="sm" label="Category">
                  {facts.categoryPath}
                </Fact>
                <Fact fz="sm" label="City">
                  {facts.city?.name ?? '—'}
                </Fact>
                <Fact fz="sm" label="Areas">
                  {facts.areaNames || '—'}
                </Fact>
                <Fact fz="sm" label="Price range">
                  {adminPriceRange(facts.priceRange)}
                </Fact>
                <Fact fz="sm" label="Commission">
                  {commission}
                  {service.isMarkup ? ' (markup)' : ''}
                </Fact>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} h="100%">
            <ImageUploader label="Service image" value={service.image} onUpload={onImage} />
          </Paper>
        </Grid.Col>
      </Grid>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <GalleryUploader label="Gallery" images={service.gallery} onUpload={onGallery} onRemove={onRemove} />
      </Paper>

      <ServicePackages service={service} />

      <FormModal opened={editing} onClose={() => setEditing(false)} title={`Edit ${service.serviceName}`} size="xl">
        {editing && <ServiceForm service={service} submitLabel="Save service" onSubmit={save} onCancel={() => setEditing(false)} />}
      </FormModal>
    </AdminPage>
  );
}
