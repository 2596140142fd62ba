import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  /** `layout` lets a cell word itself for a card, where it has no column header beside it. */
  render: (row: T, layout: 'table' | 'card') => ReactNode;
  align?: 'right';
  /** Row actions: an unnamed last column on desktop, the foot of each card on phones. */
  actions?: boolean;
}

interface DataTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  /** Below it the table scrolls sideways on a tablet. */
  minWidth: number;
  /** The list's accessible name ("Promo codes"). */
  label: string;
  /** A bordered frame around the table (a page's main list; inside a card the card is the frame). */
  framed?: boolean;
}

/**
 * A table on wide screens; on phones (below 48em) a list of cards, the first column as each card's title,
 * so nothing hides behind a sideways scroll and every action stays in reach of a thumb.
 */
export function DataTable<T extends { id: string }>({ rows, columns, minWidth, label, framed }: DataTableProps<T>) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [title, ...details] = columns.filter((column) => !column.actions);
  const actions = columns.find((column) => column.actions);

  if (phone) {
    return (
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder p="sm" radius="md">
            <Text fw={700} mb={4}>
              {title.render(row, 'card')}
            </Text>
            <Stack gap={2}>
              {details.map((column) => (
                <Group key={column.label} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                  <Text fz="sm" c="dimmed">
                    {column.label}
                  </Text>
                  <Text fz="sm" ta="right" component="div">
                    {column.render(row, 'card')}
                  </Text>
                </Group>
              ))}
            </Stack>
            {actions && (
              <Group mt="xs" gap="xs">
                {actions.render(row, 'card')}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }

  const table = (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.align}>
                {column.actions ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column, index) => (
                <Table.Td key={column.label} ta={column.align} fw={index === 0 ? 700 : undefined}>
                  {column.render(row, 'table')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return framed ? <Paper withBorder>{table}</Paper> : table;
}
