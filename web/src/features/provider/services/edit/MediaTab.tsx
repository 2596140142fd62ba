import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { GalleryUploader } from '../../../../components/catalogue/GalleryUploader';
import { ImageUploader } from '../../../../components/catalogue/ImageUploader';
import type { ProgressListener } from '../../../../components/catalogue/upload-parts';
import { PACKAGE_NEEDS_NAME } from '../../../../components/catalogue/package-drafts';
import { useUploadMutation } from '../../../../apollo/upload';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import {
  ProviderUploadPackageImageDocument,
  ProviderUploadServiceGalleryDocument,
  ProviderUploadServiceImageDocument,
} from '../../../../gql/graphql';
import { useProviderRemoveGalleryImageMutation } from '../../../../gql/hooks';

export const MediaTab_service = graphql(`
  fragment MediaTab_service on Service {
    id
    serviceName
    image
    gallery
    packages {
      id
      name
      imageUrl
    }
  }
`);

graphql(`
  mutation ProviderUploadServiceImage($serviceId: ID!, $file: Upload!) {
    uploadServiceImage(serviceId: $serviceId, file: $file) {
      id
      image
      updatedAt
    }
  }
`);

graphql(`
  mutation ProviderUploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {
    uploadServiceGallery(serviceId: $serviceId, files: $files) {
      id
      gallery
      updatedAt
    }
  }
`);

graphql(`
  mutation ProviderUploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {
    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)
  }
`);

graphql(`
  mutation ProviderRemoveGalleryImage($serviceId: ID!, $url: String!) {
    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {
      id
      gallery
      updatedAt
    }
  }
`);

/** Runs a save and says how it went with the provider area's toasts; the field shows the error itself. */
async function withToasts<T>(work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    notifications.show({ color: 'brand', message: 'Service saved!' });
    return result;
  } catch (error) {
    notifications.show({ color: 'red', message: 'Failed to save service.' });
    throw error;
  }
}

/** The media tab: the main image, the gallery and each package's image, uploaded with progress. */
export function MediaTab({ service: serviceRef }: { service: FragmentType<typeof MediaTab_service> }) {
  const service = getFragmentData(MediaTab_service, serviceRef);
  const client = useApolloClient();
  const [uploadImage] = useUploadMutation(ProviderUploadServiceImageDocument);
  const [uploadGallery] = useUploadMutation(ProviderUploadServiceGalleryDocument);
  const [uploadPackageImage] = useUploadMutation(ProviderUploadPackageImageDocument);
  const [removeGalleryImage] = useProviderRemoveGalleryImageMutation();

  const uploadForPackage = (pkg: { id: string; name: string }) => (file: File, onProgress: ProgressListener) => {
    if (!pkg.name.trim()) {
      notifications.show({ color: 'red', message: PACKAGE_NEEDS_NAME });
      return Promise.reject(new Error(PACKAGE_NEEDS_NAME));
    }
    return withToasts(async () => {
      const data = await uploadPackageImage({ serviceId: service.id, packageName: pkg.name, file }, { onProgress });
      // The server records the URL on the saved package of that name; show it without a reload.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Package', id: pkg.id }),
        fields: { imageUrl: () => data.uploadPackageImage },
      });
    });
  };

  return (
    <Stack gap="md">
      <Card padding="lg">
        <ImageUploader
          label="Main image"
          description="Shown on the service card and at the top of the service page."
          value={service.image}
          onUpload={(file, onProgress) => withToasts(() => uploadImage({ serviceId: service.id, file }, { onProgress }))}
        />
      </Card>

      <Card padding="lg">
        <GalleryUploader
          label="Gallery"
          description="More photos of your work, shown under the main image."
          images={service.gallery}
          onUpload={(files, onProgress) => withToasts(() => uploadGallery({ serviceId: service.id, files }, { onProgress }))}
          onRemove={(url) => withToasts(() => removeGalleryImage({ variables: { serviceId: service.id, url } }))}
        />
      </Card>

      <Card padding="lg">
        <Stack gap="md">
          <div>
            <Title order={3} fz="md">
              Package images
            </Title>
            <Text fz="sm" c="dimmed">
              One photo per package, shown with it on the service page. New packages get theirs once saved.
            </Text>
          </div>
          {service.packages.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No packages available
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {service.packages.map((pkg) => (
                <ImageUploader key={pkg.id} compact label={`${pkg.name} image`} value={pkg.imageUrl} onUpload={uploadForPackage(pkg)} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
