import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  packageFieldErrors,
  toPackageDrafts,
  toPackageInput,
  validatePackageDrafts,
  type PackageDraft,
} from '../../../components/catalogue/package-drafts';
import { PackagesEditor } from '../../../components/catalogue/PackagesEditor';
import type { ProgressListener } from '../../../components/catalogue/upload-parts';
import { useUploadMutation } from '../../../apollo/upload';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { UploadPackageImageDocument } from '../../../gql/graphql';
import { useSaveServicePackagesMutation } from '../../../gql/hooks';
import { fieldErrors } from '../../../lib/errors';
import { notifyFailure, notifySuccess } from '../shared/feedback';
import { PackagesTable } from './PackagesTable';
import { CORRECT_FIELDS } from '@server/lib/form-fields';

export const ServicePackages_service = graphql(`
  fragment ServicePackages_service on Service {
    id
    version
    commissionType
    commissionRate
    isMarkup
    packages {
      id
      ...PackagesEditor_package
      ...PackagesTable_package
    }
  }
`);

graphql(`
  mutation SaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {
    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {
      service {
        version
        id
        priceRange {
          min
          max
        }
        ...ServicePackages_service
      }
      raisedDeposits {
        packageName
        deposit
        message
      }
    }
  }
`);

graphql(`
  mutation UploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {
    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)
  }
`);

interface RaisedDeposit {
  packageName: string;
  message: string;
}

/** The packages of a service: viewed, or edited (added, removed, changed) and saved in one go. */
export function ServicePackages({ service: ref }: { service: FragmentType<typeof ServicePackages_service> }) {
  const service = getFragmentData(ServicePackages_service, ref);
  const [drafts, setDrafts] = useState<PackageDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [raised, setRaised] = useState<RaisedDeposit[]>([]);
  // Deposits the editor raised while editing, by package key: repeated with the server's after saving.
  const [raisedHere, setRaisedHere] = useState<Record<string, { message: string; deposit: string }>>({});
  const [save, saving] = useSaveServicePackagesMutation();
  const [uploadPackageImage] = useUploadMutation(UploadPackageImageDocument);
  const commission = { type: service.commissionType, rate: service.commissionRate, isMarkup: service.isMarkup };

  const startEditing = () => {
    setDrafts(toPackageDrafts(service.packages));
    setErrors({});
    setRaised([]);
    setRaisedHere({});
  };
  const stopEditing = () => {
    setDrafts(null);
    setErrors({});
  };

  const submit = async () => {
    if (!drafts) return;
    const problems = validatePackageDrafts(drafts);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      notifyFailure(`Failed to save packages: ${problems[''] ?? CORRECT_FIELDS}`);
      return;
    }
    try {
      const result = await save({
        variables: { serviceId: service.id, packages: drafts.map(toPackageInput), expectedVersion: service.version },
      });
      notifySuccess('Packages saved successfully!');
      const byServer = result.data?.saveServicePackages.raisedDeposits ?? [];
      const inForm = drafts
        .filter((draft) => raisedHere[draft.key]?.deposit === draft.depositValue && draft.depositType === 'AMOUNT')
        .filter((draft) => !byServer.some((item) => item.packageName === draft.name.trim()))
        .map((draft) => ({ packageName: draft.name.trim(), message: raisedHere[draft.key].message }));
      setRaised([...inForm, ...byServer]);
      stopEditing();
    } catch (failure) {
      setErrors(packageFieldErrors(fieldErrors(failure), 'packages'));
      notifyFailure('Failed to save packages', failure);
    }
  };

  const uploadImage = async (pkg: PackageDraft, file: File, onProgress: ProgressListener) => {
    try {
      const data = await uploadPackageImage({ serviceId: service.id, packageName: pkg.name.trim(), file }, { onProgress });
      notifySuccess('Image uploaded successfully!');
      return data.uploadPackageImage;
    } catch (failure) {
      notifyFailure('Error uploading image.');
      throw failure;
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="packages-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} fz="lg" id="packages-heading">
              Packages
            </Title>
            <Text c="dimmed" fz="sm">
              The Basic package is mandatory. Deposits cannot be less than the platform commission.
            </Text>
          </div>
          {drafts ? (
            <Group gap="sm">
              <Button variant="default" onClick={stopEditing} disabled={saving.loading}>
                Cancel
              </Button>
              <Button onClick={() => void submit()} loading={saving.loading}>
                Save packages
              </Button>
            </Group>
          ) : (
            <Button variant="light" leftSection={<IconPencil size={16} />} onClick={startEditing}>
              Edit packages
            </Button>
          )}
        </Group>

        {raised.length > 0 && (
          <Alert
            color="copper"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Some deposits were raised"
            withCloseButton
            onClose={() => setRaised([])}
          >
            <List size="sm" spacing={2}>
              {raised.map((item) => (
                <List.Item key={item.packageName}>
                  {item.packageName}: {item.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}

        {drafts ? (
          <PackagesEditor
            value={drafts}
            onChange={setDrafts}
            commission={commission}
            errors={errors}
            onDepositRaised={(pkg, message) =>
              setRaisedHere((current) => ({ ...current, [pkg.key]: { message, deposit: pkg.depositValue } }))
            }
            onUploadImage={uploadImage}
            disabled={saving.loading}
          />
        ) : service.packages.length === 0 ? (
          <Group>
            <Text c="dimmed" fz="sm">
              No packages available
            </Text>
            <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={startEditing}>
              Add packages
            </Button>
          </Group>
        ) : (
          <PackagesTable packages={service.packages} />
        )}
      </Stack>
    </Paper>
  );
}
