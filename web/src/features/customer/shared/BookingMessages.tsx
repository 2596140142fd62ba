import { useState } from 'react';
import { BookingThread } from '../../../components/thread/BookingThread';
import { MessagesButton } from '../../../components/thread/MessagesButton';
import { ActionModal } from './ActionModal';

interface BookingMessagesProps {
  bookingId: string;
  reference: string;
  unread: number;
}

/** A booking card's "Messages (2 new)" button and the thread it opens. */
export function BookingMessages({ bookingId, reference, unread }: BookingMessagesProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <MessagesButton unread={unread} onClick={() => setOpened(true)} />
      <ActionModal opened={opened} onClose={() => setOpened(false)} title={`Messages · ${reference}`} size="lg">
        {opened && <BookingThread bookingId={bookingId} />}
      </ActionModal>
    </>
  );
}
