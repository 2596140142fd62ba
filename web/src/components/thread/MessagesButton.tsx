import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';

interface MessagesButtonProps {
  unread: number;
  onClick: () => void;
  size?: 'xs' | 'sm';
}

/** "Messages" or "Messages (2 new)": opens a booking's thread. */
export function MessagesButton({ unread, onClick, size = 'sm' }: MessagesButtonProps) {
  return (
    <Button size={size} variant="light" leftSection={<IconMessageCircle size={16} />} onClick={onClick}>
      {unread > 0 ? `Messages (${unread >= 100 ? '99+' : unread} new)` : 'Messages'}
    </Button>
  );
}
