import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CUSTOMER_RATING_RANGE, MAX_CUSTOMER_NOTE_LENGTH } from '@server/modules/bookings/review-rules';
import { graphql } from '../../../gql';
import { useRateCustomerMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';

graphql(`
  mutation RateCustomer($bookingId: ID!, $rating: Int!, $note: String) {
    rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) {
      id
      customerRating {
        id
        rating
        note
      }
    }
  }
`);

/** The provider's private rating of a completed booking's customer (only the admins see it), given once. */
export function CustomerRatingForm({ bookingId, rated }: { bookingId: string; rated: { rating: number; note?: string | null } | null }) {
  const [rating, setRating] = useState(0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rateCustomer, { loading }] = useRateCustomerMutation();
  if (rated) {
    return (
      <Text fz="sm" c="dimmed">
        You rated this customer {rated.rating} out of 5{rated.note ? `: “${rated.note}”` : ''} (only our team sees it).
      </Text>
    );
  }
  const send = async () => {
    if (!rating) return setProblem(CUSTOMER_RATING_RANGE);
    try {
      await rateCustomer({ variables: { bookingId, rating, note: note.trim() || null } });
      notifications.show({ color: 'brand', message: 'Customer rated.', autoClose: 3000 });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <NativeSelect
          label="Rate the customer"
          description="Private: only our team sees it."
          size="xs"
          value={String(rating || '')}
          error={problem}
          onChange={(event) => (setRating(Number(event.currentTarget.value)), setProblem(null))}
          data={[
            { value: '', label: 'Choose…' },
            ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} out of 5` })),
          ]}
        />
        <TextInput
          label="Note (optional)"
          size="xs"
          maxLength={MAX_CUSTOMER_NOTE_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      <Group>
        <Button size="xs" variant="light" loading={loading} onClick={() => void send()}>
          Save rating
        </Button>
      </Group>
    </Stack>
  );
}
