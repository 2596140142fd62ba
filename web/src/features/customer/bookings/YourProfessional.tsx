import { Anchor, Group, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { PhoneNumber } from '../../../components/PhoneLinks';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { phoneDisplay, telHref } from '../../../lib/phone';

export const YourProfessional_booking = graphql(`
  fragment YourProfessional_booking on Booking {
    id
    assignedTeamMember {
      name
      phone
    }
  }
`);

/**
 * "Your professional: Mwansa Phiri, +260 97 2100002" on a confirmed booking of the team: who is coming
 * and a number to call. The server gives the customer only a name and phone, and only while the booking
 * is confirmed; otherwise this shows nothing.
 */
export function YourProfessional({ booking: ref }: { booking: FragmentType<typeof YourProfessional_booking> }) {
  const member = getFragmentData(YourProfessional_booking, ref).assignedTeamMember;
  if (!member) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconUserCheck size={18} color="var(--mantine-color-brand-8)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="sm">
        Your professional: <strong>{member.name}</strong>,{' '}
        <Anchor href={telHref(member.phone)} fz="sm" aria-label={`Call ${member.name} on ${phoneDisplay(member.phone)}`}>
          <PhoneNumber phone={member.phone} />
        </Anchor>
      </Text>
    </Group>
  );
}
