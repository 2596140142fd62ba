import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyValueButtonProps {
  value: string;
  /** What is copied, in the button's name: "Copy payment reference". */
  label: string;
}

/** A small copy button beside a number the customer types into a payment app. */
export function CopyValueButton({ value, label }: CopyValueButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : `Copy ${label}`} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'brand' : 'gray'} size="md" onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The payment reference with a copy button: customers quote it when they send money. */
export function PaymentReference({ reference }: { reference: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text fz="sm">
        Payment reference{' '}
        <Text span ff="monospace" fw={700}>
          {reference}
        </Text>
      </Text>
      <CopyValueButton value={reference} label="payment reference" />
    </Group>
  );
}
