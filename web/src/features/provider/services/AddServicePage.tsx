import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DEPOSITS_BELOW_COMMISSION,
  lowDepositIndexes,
  packageFieldErrors,
  startingPackages,
  toPackageInput,
  type PackageDraft,
} from '../../../components/catalogue/package-drafts';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import type { ProviderAddServicePageQuery } from '../../../gql/graphql';
import { useCreateMyServiceMutation, useProviderAddServicePageQuery } from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { checkPackages } from './package-checks';
import { categoryCommission } from './pricing';
import {
  missingInfoFields,
  ServiceInfoFields,
  serviceInfoFormValidation,
  toServiceInfoInput,
  type ServiceInfoValues,
} from './ServiceInfoFields';
import { useServiceInfoOptions } from './service-info-options';
import { ServiceReview } from './ServiceReview';
import { WizardPackagesStep } from './WizardPackagesStep';
import { BackLink } from '../../../components/BackLink';
import { CORRECT_FIELDS } from '@server/lib/form-fields';

graphql(`
  query ProviderAddServicePage {
    me {
      id
      verified
      phone
      businessName
      companyName
      city {
        id
      }
    }
  }
`);

graphql(`
  mutation CreateMyService($input: ProviderServiceInput!) {
    createMyService(input: $input) {
      id
      status
      ...ServiceListItem_service
    }
  }
`);

type PageData = ProviderAddServicePageQuery;
type Options = ReturnType<typeof useServiceInfoOptions>;
type Category = Options['categories'][number];

const STEPS = ['info', 'packages', 'review'] as const;

/** The chosen category's default packages (unpriced ones blank), or just Basic before a category is chosen. */
const packagesOf = (category: Category | undefined): PackageDraft[] => startingPackages(category?.defaultPackages ?? []);

/** services/add: the wizard (info, packages, review and submit). */
export function AddServicePage() {
  const query = useProviderAddServicePageQuery({ fetchPolicy: 'cache-and-network' });
  // Every category and city, not a first page: the wizard's pickers must offer them all.
  const options = useServiceInfoOptions();
  const { failure } = options;
  if (failure) return <ErrorState error={failure.error} title={failure.title} onRetry={failure.retry} />;
  return (
    <QueryStates query={query} loading="Loading…">
      {(data) => (options.loading ? <PageLoader label="Loading…" /> : <ServiceWizard data={data} options={options} />)}
    </QueryStates>
  );
}

function ServiceWizard({ data, options }: { data: PageData; options: Options }) {
  const navigate = useNavigate();
  const [createMyService, { loading: submitting }] = useCreateMyServiceMutation();
  const [step, setStep] = useState(0);
  // Short step labels on phones, so the three steps fit on one line.
  const compact = useMediaQuery('(max-width: 36em)');
  const [packages, setPackages] = useState<PackageDraft[]>(() => packagesOf(undefined));
  const [packagesEdited, setPackagesEdited] = useState(false);
  const [packageErrors, setPackageErrors] = useState<Record<string, string>>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const me = data.me;
  const { categories, cities } = options;

  const form = useForm<ServiceInfoValues>({
    initialValues: {
      serviceName: '',
      categoryId: '',
      subcategoryId: '',
      description: '',
      cityId: me?.city?.id ?? '',
      areaIds: [],
      serviceLocations: [],
      mobileService: false,
      phone: me?.phone ?? '',
      businessName: me?.businessName ?? me?.companyName ?? '',
      bufferMinutes: 0,
    },
    validate: serviceInfoFormValidation,
  });

  const category = categories.find((item) => item.id === form.values.categoryId);
  const commission = category ? categoryCommission(category) : null;

  const changePackages = (next: PackageDraft[]) => {
    setPackages(next);
    setPackagesEdited(true);
    setPackageErrors({});
  };

  const categoryChanged = (categoryId: string) => {
    // Untouched packages follow the category; edited ones stay (the provider can reset them).
    if (!packagesEdited) setPackages(packagesOf(categories.find((item) => item.id === categoryId)));
  };

  const resetPackagesToCategory = () => {
    setPackages(packagesOf(category));
    setPackagesEdited(false);
    setPackageErrors({});
  };

  const goTo = (next: number) => {
    setStepError(null);
    setStep(next);
  };

  const next = () => {
    setStepError(null);
    if (step === 0 && form.validate().hasErrors) return;
    if (step === 1) {
      const checked = checkPackages(packages);
      setPackageErrors(checked.errors);
      if (Object.keys(checked.errors).length > 0) {
        // The first package field with an error, once the messages are on screen.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      if (commission && lowDepositIndexes(packages, commission).length > 0) {
        setStepError(DEPOSITS_BELOW_COMMISSION);
        return;
      }
    }
    setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  const submit = async () => {
    setStepError(null);
    const info = form.validate();
    const checked = checkPackages(packages);
    setPackageErrors(checked.errors);
    const missing = [...missingInfoFields(form.values), ...checked.missing];
    if (missing.length > 0) {
      setStepError(`Cannot submit: undefined values in fields: ${missing.join(', ')}`);
      return;
    }
    if (info.hasErrors || Object.keys(checked.errors).length > 0) {
      setStepError(CORRECT_FIELDS);
      return;
    }
    if (commission && lowDepositIndexes(packages, commission).length > 0) {
      setStepError(DEPOSITS_BELOW_COMMISSION);
      return;
    }
    try {
      const { data: result } = await createMyService({
        variables: { input: { ...toServiceInfoInput(form.values), packages: packages.map(toPackageInput) } },
        // The cached lists of the provider's services lack the new one: drop them so they load afresh.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myServices' });
          cache.gc();
        },
      });
      const created = result?.createMyService;
      if (!created) throw new Error('');
      notifications.show(
        created.status === 'IN_REVIEW'
          ? { color: 'brand', message: 'Service submitted for review!' }
          : { color: 'brand', message: 'Service submitted! It is live: customers can book it now.' },
      );
      await navigate(`/provider/services/${created.id}`);
    } catch (failure) {
      const message = failure instanceof Error && !failure.message ? '' : errorMessage(failure);
      notifications.show({
        color: 'red',
        message: message ? `Failed to submit service: ${message}` : 'Failed to submit service.',
      });
      const fields = fieldErrors(failure);
      form.setErrors(fields);
      setPackageErrors(packageFieldErrors(fields, 'packages'));
      if (message) setStepError(message);
    }
  };

  const stepHasErrors = (index: number) =>
    index === 0 ? Object.keys(form.errors).length > 0 : index === 1 && Object.keys(packageErrors).length > 0;

  return (
    <Stack gap="lg" maw={960}>
      <BackLink to="/provider/services">My Services</BackLink>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Add a service
        </Title>
        <Text c="dimmed" fz="sm">
          {me?.verified
            ? 'Your account is verified: the service goes live as soon as you submit it.'
            : 'Your account is not verified yet: the team reviews the service before customers can see it.'}
        </Text>
      </div>

      <Stepper active={step} onStepClick={goTo} size={compact ? 'xs' : 'sm'}>
        <Stepper.Step label={compact ? 'Info' : 'Service info'} color={stepHasErrors(0) ? 'red' : undefined}>
          <Card padding="lg">
            <ServiceInfoFields
              form={form}
              categories={categories}
              cities={cities}
              onCategoryChange={categoryChanged}
              disabled={submitting}
            />
          </Card>
        </Stepper.Step>
        <Stepper.Step label="Packages" color={stepHasErrors(1) ? 'red' : undefined}>
          <WizardPackagesStep
            category={category}
            commission={commission}
            packages={packages}
            onChange={changePackages}
            onReset={packagesEdited ? resetPackagesToCategory : null}
            errors={packageErrors}
            disabled={submitting}
          />
        </Stepper.Step>
        <Stepper.Step label={compact ? 'Review' : 'Review & submit'}>
          <ServiceReview
            values={form.values}
            categories={categories}
            cities={cities}
            packages={packages}
            commission={commission}
            verified={!!me?.verified}
            onEdit={goTo}
          />
        </Stepper.Step>
      </Stepper>

      {stepError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {stepError}
        </Alert>
      )}

      <Group justify="space-between">
        <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
          Back
        </Button>
        {step < STEPS.length - 1 ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <Button onClick={() => void submit()} loading={submitting}>
            Submit service
          </Button>
        )}
      </Group>
    </Stack>
  );
}
