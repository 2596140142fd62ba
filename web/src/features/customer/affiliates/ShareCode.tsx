import { Button, CopyButton, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy } from '@tabler/icons-react';
import type { PromoCodeRow } from '../../../components/affiliates/PromoCodesTable';

/** The message an affiliate sends: what the code gives, and the service page to book it on. */
export function shareMessage(code: PromoCodeRow, origin: string): string {
  const page = `${origin}/services/${encodeURIComponent(code.service.id)}`;
  const offer = code.discount > 0 ? `${code.discount}% off ` : '';
  return `Book ${code.service.serviceName} and get ${offer}with my promo code ${code.codeName}: ${page}`;
}

/** Copy the code, or share it on WhatsApp with the service's link. */
export function ShareCode({ code }: { code: PromoCodeRow }) {
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(shareMessage(code, window.location.origin))}`;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <CopyButton value={code.codeName}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            aria-label={copied ? `${code.codeName} copied` : `Copy ${code.codeName}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
      <Button
        size="xs"
        variant="light"
        component="a"
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
        aria-label={`Share ${code.codeName} on WhatsApp`}
      >
        Share
      </Button>
    </Group>
  );
}
