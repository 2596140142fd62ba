import { ActionIcon, Anchor, CopyButton, Group, Tooltip } from '@mantine/core';
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
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <CopyButton value={code.codeName}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy code'}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={copied ? `${code.codeName} copied` : `Copy ${code.codeName}`}>
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Tooltip label="Share on WhatsApp">
        <Anchor href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`Share ${code.codeName} on WhatsApp`} c="green.9" display="inline-flex" p={4}>
          <IconBrandWhatsapp size={20} />
        </Anchor>
      </Tooltip>
    </Group>
  );
}
