import { Button } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { PaymentProofModal, type ProofBooking } from './PaymentProofModal';

export const PaySeries_booking = graphql(`
  fragment PaySeries_booking on Booking {
    id
    seriesIndex
    series {
      id
      endedAt
      upfront {
        visits
        deposits
        fullPrices
      }
    }
  }
`);

interface PaySeriesProps {
  booking: FragmentType<typeof PaySeries_booking>;
  /** The same booking as the proof form reads it (its reference and amounts). */
  proofBooking: ProofBooking;
  senderName?: string;
  onDone: () => void;
}

/**
 * "Pay all N visits at once" on the first visit of a series while two or more of its visits wait for a
 * payment: one proof for them all, each visit recording its own amount.
 */
export function PaySeries({ booking: ref, proofBooking, senderName, onDone }: PaySeriesProps) {
  const booking = getFragmentData(PaySeries_booking, ref);
  const [opened, setOpened] = useState(false);
  const series = booking.series;
  if (booking.seriesIndex !== 1 || !series || series.endedAt || series.upfront.visits < 2) return null;
  return (
    <>
      <Button size="sm" variant="light" leftSection={<IconStack2 size={16} />} onClick={() => setOpened(true)}>
        Pay all {series.upfront.visits} visits at once
      </Button>
      <PaymentProofModal
        booking={proofBooking}
        series={{ id: series.id, ...series.upfront }}
        defaultSenderName={senderName}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={onDone}
      />
    </>
  );
}
