import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { phoneDisplay, telHref, whatsappHref } from '../lib/phone';

export const ContactLinks_settings = graphql(`
  fragment ContactLinks_settings on PlatformSettings {
    contactPhone
    whatsappNumber
  }
`);

interface ContactLinksProps {
  settings: FragmentType<typeof ContactLinks_settings>;
  /** The first WhatsApp message, e.g. naming the booking, so the team knows what it is about. */
  message?: string;
  /** A sentence before the links ("For a fast response, call or message us:"), shown only with them. */
  lead?: string;
}

/** Tap-to-call and WhatsApp links to the team, from the numbers set on /admin/settings; nothing when none is set. */
export function ContactLinks({ settings: ref, message, lead }: ContactLinksProps) {
  const { contactPhone, whatsappNumber } = getFragmentData(ContactLinks_settings, ref);
  if (!contactPhone && !whatsappNumber) return null;
  const links = (
    <Group gap="xs">
      {contactPhone && (
        <Button component="a" href={telHref(contactPhone)} size="xs" variant="default" leftSection={<IconPhone size={16} />}>
          Call {phoneDisplay(contactPhone)}
        </Button>
      )}
      {whatsappNumber && (
        <Button
          component="a"
          href={whatsappHref(whatsappNumber, message)}
          target="_blank"
          rel="noreferrer"
          size="xs"
          variant="default"
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          WhatsApp {phoneDisplay(whatsappNumber)}
        </Button>
      )}
    </Group>
  );
  return lead ? (
    <Stack gap={6}>
      <Text fz="sm">{lead}</Text>
      {links}
    </Stack>
  ) : (
    links
  );
}
