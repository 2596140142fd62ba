import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface ActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string;
}

/** The dialog every booking action opens: full screen on small phones, centred otherwise. */
export function ActionModal({ opened, onClose, title, children, size = 'md' }: ActionModalProps) {
  const small = useMediaQuery('(max-width: 30em)');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} radius="lg" fullScreen={small} centered={!small}>
      {children}
    </Modal>
  );
}
