import { Anchor, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { phoneDisplay, telHref, whatsappHref } from '../lib/phone';
import classes from './PhoneLinks.module.css';

/** A phone number as text that never wraps mid-number; the one place a number is laid out. */
export function PhoneNumber({ phone }: { phone: string }) {
  return <span className={classes.phone}>{phoneDisplay(phone)}</span>;
}

interface PhoneLinksProps {
  phone: string;
  /** Whose number it is, for the links' accessible names ("Call Mary Banda"). */
  name: string;
}

/** A person's number as tap-to-call and WhatsApp links, for providers and admins reaching a customer from a phone. */
export function PhoneLinks({ phone, name }: PhoneLinksProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <Anchor href={telHref(phone)} fz="sm" aria-label={`Call ${name} on ${phoneDisplay(phone)}`}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconPhone size={16} aria-hidden />
          <PhoneNumber phone={phone} />
        </Group>
      </Anchor>
      <Anchor href={whatsappHref(phone)} target="_blank" rel="noreferrer" fz="sm" aria-label={`WhatsApp ${name}`}>
        <Group gap={4} wrap="nowrap" component="span">
          <IconBrandWhatsapp size={16} aria-hidden />
          WhatsApp
        </Group>
      </Anchor>
    </Group>
  );
}
