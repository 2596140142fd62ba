import { Alert, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { packageFieldErrors, toPackageDrafts, toPackageInput, type PackageDraft } from '../../../../components/catalogue/package-drafts';
import { SaveBar } from '../../../../components/StickyActionBar';
import { PackagesEditor } from '../../../../components/catalogue/PackagesEditor';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useProviderSaveServicePackagesMutation } from '../../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../../lib/errors';
import { checkPackages } from '../package-checks';
import { PricesAtAGlance } from '../PackageFiguresTable';
import { rateText, serviceCommission } from '../pricing';
import { CORRECT_FIELDS } from '@server/lib/form-fields';

export const PackagesTab_service = graphql(`
  fragment PackagesTab_service on Service {
    id
    version
    commissionType
    commissionRate
    isMarkup
    packages {
      id
      ...PackagesEditor_package
    }
  }
`);

graphql(`
  mutation ProviderSaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {
    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {
      service {
        version
        id
        updatedAt
        priceRange {
          min
          max
        }
        packages {
          id
          ...PackageSummaryCard_package
        }
        ...PackagesTab_service
      }
      raisedDeposits {
        packageName
        deposit
        message
      }
    }
  }
`);

/** The packages tab: deposits below the platform commission are raised by the server, which says so. */
export function PackagesTab({ service: serviceRef }: { service: FragmentType<typeof PackagesTab_service> }) {
  const service = getFragmentData(PackagesTab_service, serviceRef);
  const commission = serviceCommission(service);
  const [drafts, setDrafts] = useState<PackageDraft[]>(() => toPackageDrafts(service.packages));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [raised, setRaised] = useState<string[]>([]);
  const [savePackages, { loading }] = useProviderSaveServicePackagesMutation();

  const change = (next: PackageDraft[]) => {
    setDrafts(next);
    setDirty(true);
    setErrors({});
  };

  const discard = () => {
    setDrafts(toPackageDrafts(service.packages));
    setDirty(false);
    setErrors({});
    setFailure(null);
  };

  const save = async () => {
    setFailure(null);
    setRaised([]);
    const checked = checkPackages(drafts);
    setErrors(checked.errors);
    if (checked.missing.length > 0) {
      setFailure(`Cannot submit: undefined values in fields: ${checked.missing.join(', ')}`);
      return;
    }
    if (Object.keys(checked.errors).length > 0) {
      setFailure(CORRECT_FIELDS);
      return;
    }
    try {
      const { data } = await savePackages({
        variables: { serviceId: service.id, packages: drafts.map(toPackageInput), expectedVersion: service.version },
      });
      const result = data?.saveServicePackages;
      if (result) {
        setDrafts(toPackageDrafts(getFragmentData(PackagesTab_service, result.service).packages));
        setRaised(result.raisedDeposits.map((item) => `${item.packageName}: ${item.message}`));
      }
      setDirty(false);
      notifications.show({ color: 'brand', message: 'Service saved!' });
    } catch (error) {
      notifications.show({ color: 'red', message: 'Failed to save service.' });
      setErrors(packageFieldErrors(fieldErrors(error), 'packages'));
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Alert variant="light" color="gray" icon={<IconInfoCircle />} role="note">
        The platform commission for this service is {rateText(commission)} of each package price
        {commission.isMarkup ? ', added to your price.' : ', taken from your price.'} A deposit below the commission is raised to it when
        you save. Package photos are on the Media tab.
      </Alert>
      {raised.length > 0 && (
        <Alert variant="light" color="copper" icon={<IconInfoCircle />} title="Deposits raised" role="status">
          <List size="sm" spacing={2}>
            {raised.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <PackagesEditor value={drafts} onChange={change} commission={commission} lowDeposit="raise" errors={errors} disabled={loading} />
      <PricesAtAGlance packages={drafts} commission={commission} />
      {/* The editor runs to several screens on a phone: Save stays in reach, and a failed save says why beside it. */}
      <SaveBar label="Save packages" failure={failure} saving={loading} dirty={dirty} onDiscard={discard} onSave={() => void save()} />
    </Stack>
  );
}
