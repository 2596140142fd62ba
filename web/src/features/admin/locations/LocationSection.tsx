import { Badge, Button, Checkbox, Group, Paper, Stack, Table, TextInput, Title, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadMore } from '../../../components/LoadMore';
import { PageLoader } from '../../../components/PageLoader';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { submitForm } from '../../../lib/submit-form';
import { notifyRefused, notifySuccess } from '../shared/feedback';
import { DeleteButton, EditButton } from '../shared/RowActions';

interface LocationRecord {
  id: string;
  name: string;
  active: boolean;
}

interface LocationValues {
  name: string;
  active: boolean;
}

const NOUNS = {
  city: { one: 'city', a: 'a city', many: 'cities', Many: 'Cities', One: 'City' },
  area: { one: 'area', a: 'an area', many: 'areas', Many: 'Areas', One: 'Area' },
};

interface LocationSectionProps<R extends LocationRecord, V extends LocationValues> {
  noun: keyof typeof NOUNS;
  form: UseFormReturnType<V>;
  /** The form's values for editing a record. */
  valuesOf: (record: R) => V;
  /** Creates (editing null) or saves the record; the name saved is in the values. */
  save: (editing: R | null, values: V) => Promise<unknown>;
  remove: (record: R) => Promise<unknown>;
  saving: boolean;
  removing: boolean;
  /** Lays out the name field with the record's other fields (an area's city); the name alone without. */
  fields?: (nameField: ReactNode) => ReactNode;
  /** What narrows the list (an area's city filter), above it. */
  filter?: ReactNode;
  /** The column between the name and the status. */
  detail: { header: string; value: (record: R) => ReactNode };
  records: R[] | undefined;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: (after: string) => Promise<unknown>;
}

/** A location list of /admin/locations: a create/edit form, the list with edit and delete, Load more. */
export function LocationSection<R extends LocationRecord, V extends LocationValues>(props: LocationSectionProps<R, V>) {
  const { form, records, detail } = props;
  const noun = NOUNS[props.noun];
  const [editing, setEditing] = useState<R | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);

  const startEdit = (record: R) => {
    setEditing(record);
    form.setValues(props.valuesOf(record));
    form.clearErrors();
  };
  const stopEdit = () => {
    setEditing(null);
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    const saved = await submitForm(
      form,
      {
        area: 'admin',
        success: `${noun.One} ${values.name.trim()} ${editing ? 'saved' : 'created'}.`,
        failure: editing ? `Failed to save ${noun.one}` : `Failed to create ${noun.one}`,
      },
      () => props.save(editing, values),
    );
    if (saved.ok) stopEdit();
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await props.remove(deleting);
      notifySuccess(`${noun.One} ${deleting.name} deleted.`);
      if (editing?.id === deleting.id) stopEdit();
    } catch (failure) {
      notifyRefused(`Could not delete ${deleting.name}`, failure);
    } finally {
      setDeleting(null);
    }
  };

  const headingId = `${noun.many}-heading`;
  const nameField = <TextInput label={`${noun.One} name`} required {...form.getInputProps('name')} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="xl" id={headingId}>
          {noun.Many}
        </Title>
        <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${noun.one} ${editing.name}` : `Add ${noun.a}`}>
          <Stack gap="sm">
            {props.fields ? props.fields(nameField) : nameField}
            <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Group gap="sm">
              <Button type="submit" loading={props.saving}>
                {editing ? `Save ${noun.one}` : `Add ${noun.one}`}
              </Button>
              {editing && (
                <Button variant="default" onClick={stopEdit}>
                  Cancel
                </Button>
              )}
            </Group>
          </Stack>
        </form>

        {props.loading ? (
          <PageLoader label={`Loading ${noun.many}…`} />
        ) : props.error || !records ? (
          <ErrorState error={props.error} title={`Error loading ${noun.many}`} onRetry={props.onRetry} />
        ) : (
          <Stack gap="sm">
            {props.filter}
            {records.length === 0 ? (
              <EmptyState title={`No ${noun.many} yet`} description={`Add ${noun.a} above.`} />
            ) : (
              <Table.ScrollContainer minWidth={340}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>{detail.header}</Table.Th>
                      <Table.Th w={100}>Status</Table.Th>
                      <Table.Th w={90}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {records.map((record) => (
                      <Table.Tr key={record.id} bg={editing?.id === record.id ? 'brand.0' : undefined}>
                        <Table.Td fw={600}>{record.name}</Table.Td>
                        <Table.Td>{detail.value(record)}</Table.Td>
                        <Table.Td>
                          <Badge miw="max-content" variant="light" color={record.active ? 'brand' : 'gray'}>
                            {record.active ? 'Active' : 'Inactive'}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <EditButton name={record.name} onClick={() => startEdit(record)} />
                            <DeleteButton name={record.name} onClick={() => setDeleting(record)} />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
        <LoadMore pageInfo={props.pageInfo} onLoadMore={props.onLoadMore} />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${noun.one}`}
        message={`Delete ${deleting?.name ?? `this ${noun.one}`}? This cannot be undone.`}
        loading={props.removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
