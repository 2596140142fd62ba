import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { formatMoment } from '../../../lib/dates';

interface NewInviteDialogProps {
  invite: { code: string; expiresAt: string } | null;
  onClose: () => void;
}

/** The one time an invite code is shown: copy it, or lose it (only its hash is kept). */
export function NewInviteDialog({ invite, onClose }: NewInviteDialogProps) {
  const signupUrl = `${window.location.origin}/admin/signup`;
  return (
    <Modal opened={invite !== null} onClose={onClose} title="Invite code created" centered>
      {invite && (
        <Stack gap="md">
          <Text>
            Send this code to your colleague. They create their admin account at <strong>{signupUrl}</strong>. It works once, until{' '}
            {formatMoment(invite.expiresAt)}.
          </Text>
          <Code block fz="md" aria-label="Invite code" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {invite.code}
          </Code>
          <Alert color="copper" variant="light" icon={<IconInfoCircle />}>
            This is the only time the code is shown. Copy it now.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={invite.code}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy code'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
