import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** The pencil that opens a table row in its form; labelled "Edit {name}" for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onClick}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The bin that asks to delete a table row; labelled "Delete {name}". */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Delete">
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onClick}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
