import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

export const VerificationCard_me = graphql(`
  fragment VerificationCard_me on User {
    id
    verified
    isApproved
  }
`);

/** The provider's verification and approval, and what they mean for new and listed services. */
export function VerificationCard({ me: meRef }: { me: FragmentType<typeof VerificationCard_me> }) {
  const me = getFragmentData(VerificationCard_me, meRef);
  return (
    <Card padding="lg">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" color={me.verified ? 'brand' : 'copper'}>
          {me.verified ? <IconCircleCheck size={22} /> : <IconClockHour4 size={22} />}
        </ThemeIcon>
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={me.verified ? 'brand' : 'copper'} variant="light">
              {me.verified ? 'Verified' : 'Not verified yet'}
            </Badge>
            <Badge color={me.isApproved ? 'brand' : 'gray'} variant="light">
              {me.isApproved ? 'Approved' : 'Pending'}
            </Badge>
          </Group>
          <Text fz="sm">
            {me.verified
              ? 'Your account is verified: new services you add go live straight away.'
              : 'Until the team verifies your account, new services you add go to review (In Review) before customers can see them.'}
          </Text>
          {!me.isApproved && (
            <Text fz="sm" c="copper.9">
              Your account is Pending: customers cannot see any of your services until the team approves it.
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
