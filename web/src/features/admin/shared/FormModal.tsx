import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string | number;
  /** Off when the page puts focus back itself (the button that opened the form may be gone by then). */
  returnFocus?: boolean;
  children: ReactNode;
}

/** A create/edit form over the page; full screen on phones (below 768px). */
export function FormModal({ opened, onClose, title, size = 'lg', returnFocus = true, children }: FormModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      returnFocus={returnFocus}
    >
      {children}
    </Modal>
  );
}
