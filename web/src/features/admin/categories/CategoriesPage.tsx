import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DeleteButton, EditButton } from '../shared/RowActions';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { DataTable, type Column } from '../../../components/DataTable';
import { QueryStates } from '../../../components/QueryStates';
import { graphql } from '../../../gql';
import { AdminCategoriesPageDocument, type AdminCategoriesPageQuery, type CategoryInput } from '../../../gql/graphql';
import {
  useAdminCategoriesPageQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
} from '../../../gql/hooks';
import { formatKwacha } from '../../../lib/money';
import { AdminPage } from '../shared/AdminPage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { notifyFailure, notifyRefused, notifySuccess } from '../shared/feedback';
import { FormModal } from '../shared/FormModal';
import { OptionsProblem } from '../../../components/OptionsProblem';
import { useEveryNode } from '../../../lib/every-page';
import { CategoryForm } from './CategoryForm';

graphql(`
  query AdminCategoriesPage($after: String) {
    allCategories(first: 50, after: $after) {
      edges {
        node {
          id
          version
          name
          active
          commissionBased
          commissionType
          commissionValue
          isMarkup
          parent {
            id
            name
          }
          ...CategoryForm_category
          ...CategoryForm_parent
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
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
      ...CategoryForm_category
    }
  }
`);

graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!, $expectedVersion: Int) {
    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {
      version
      id
      name
      active
      commissionBased
      commissionType
      commissionValue
      isMarkup
      parent {
        id
        name
      }
      ...CategoryForm_category
    }
  }
`);

graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

const yesNo = (value: boolean) => (
  <Badge miw="max-content" variant="light" color={value ? 'brand' : 'gray'}>
    {value ? 'Yes' : 'No'}
  </Badge>
);

type Category = AdminCategoriesPageQuery['allCategories']['edges'][number]['node'];

function commissionText(category: Category) {
  const rate =
    category.commissionType === 'AMOUNT'
      ? `${formatKwacha(category.commissionValue ?? '0')} flat`
      : `${Number(category.commissionValue ?? 0)}%`;
  return category.isMarkup ? `${rate} · markup` : rate;
}

/** /admin/categories: every category with Create, Edit and Delete. */
export function CategoriesPage() {
  const query = useAdminCategoriesPageQuery();
  const { data } = query;
  // Every category, page by page: the list is short and admin-kept, and the form's parent picker needs them all.
  const pages = useEveryNode(query, (page) => page.allCategories);
  const [form, setForm] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const refetchQueries = [AdminCategoriesPageDocument];
  const [createCategory] = useCreateCategoryMutation({ refetchQueries, awaitRefetchQueries: true });
  const [updateCategory] = useUpdateCategoryMutation({ refetchQueries, awaitRefetchQueries: true });
  const [deleteCategory, deleteState] = useDeleteCategoryMutation({ refetchQueries, awaitRefetchQueries: true });

  const nodes = data?.allCategories.edges.map((edge) => edge.node);
  const editing = form?.id ? nodes?.find((node) => node.id === form.id) : null;

  const columns: Column<Category>[] = [
    { label: 'Name', render: (category) => category.name },
    { label: 'Active', render: (category) => yesNo(category.active) },
    { label: 'Commission based', render: (category) => yesNo(category.commissionBased) },
    {
      label: 'Parent',
      render: (category) =>
        category.parent?.name ?? (
          <Text span c="dimmed">
            —
          </Text>
        ),
    },
    { label: 'Commission', render: (category) => <span style={{ whiteSpace: 'nowrap' }}>{commissionText(category)}</span> },
    {
      label: 'Actions',
      actions: true,
      render: (category) => (
        <Group gap="xs" wrap="nowrap">
          <EditButton name={category.name} onClick={() => setForm({ id: category.id })} />
          <DeleteButton name={category.name} onClick={() => setDeleting({ id: category.id, name: category.name })} />
        </Group>
      ),
    },
  ];

  const save = async (input: CategoryInput) => {
    try {
      if (editing) {
        await updateCategory({ variables: { id: editing.id, input, expectedVersion: editing.version } });
        notifySuccess(`Category ${input.name} saved.`);
      } else {
        await createCategory({ variables: { input } });
        notifySuccess(`Category ${input.name} created.`);
      }
      setForm(null);
    } catch (failure) {
      notifyFailure(editing ? 'Failed to save category' : 'Failed to create category', failure);
      throw failure;
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCategory({ variables: { id: deleting.id } });
      notifySuccess(`Category ${deleting.name} deleted.`);
    } catch (failure) {
      notifyRefused(`Could not delete ${deleting.name}`, failure);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminPage
      title="Categories"
      description="Service categories and subcategories with their commission rules and default packages."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ id: null })} disabled={!data}>
          Create category
        </Button>
      }
    >
      <QueryStates
        query={query}
        loading="Loading categories…"
        errorTitle="Failed to load categories"
        isEmpty={() => !nodes?.length}
        empty={
          <Paper withBorder>
            <EmptyState title="No categories yet" description="Create the first category." />
          </Paper>
        }
      >
        {() => (
          <Stack gap="md">
            <DataTable rows={nodes ?? []} columns={columns} minWidth={720} label="Categories" framed />
            <OptionsProblem pages={pages} message="Failed to load categories" />
          </Stack>
        )}
      </QueryStates>

      <FormModal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={editing ? `Edit ${editing.name}` : 'Create category'}
        size="xl"
      >
        {form && (
          <CategoryForm
            key={editing?.id ?? 'new'}
            category={editing}
            parents={nodes ?? []}
            submitLabel={editing ? 'Save category' : 'Create category'}
            onSubmit={save}
            onCancel={() => setForm(null)}
          />
        )}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete category"
        message={`Delete ${deleting?.name ?? 'this category'}? This cannot be undone.`}
        loading={deleteState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
