import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ANSWER_REQUIRED, MAX_ANSWER_LENGTH } from '@server/modules/bookings/review-rules';
import { graphql } from '../../../gql';
import { useAnswerReviewMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/errors';

graphql(`
  mutation AnswerReview($reviewId: ID!, $answer: String!) {
    answerReview(reviewId: $reviewId, answer: $answer) {
      id
      answer
      answeredAt
    }
  }
`);

/** The provider's one public answer to a review: it shows under the review on the service's page and cannot be changed. */
export function ReviewAnswerForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answerReview, { loading }] = useAnswerReviewMutation();
  if (!open) {
    return (
      <Group>
        <Button variant="light" size="xs" onClick={() => setOpen(true)}>
          Answer publicly
        </Button>
      </Group>
    );
  }
  const send = async () => {
    if (!text.trim()) return setProblem(ANSWER_REQUIRED);
    try {
      await answerReview({ variables: { reviewId, answer: text } });
      notifications.show({ color: 'brand', message: 'Answer published.', autoClose: 3000 });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Your answer"
        description="Everyone sees it under the review. You can answer once."
        autosize
        minRows={2}
        maxLength={MAX_ANSWER_LENGTH}
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
        }}
        data-autofocus
      />
      <Group gap="xs">
        <Button size="xs" loading={loading} onClick={() => void send()}>
          Publish answer
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
