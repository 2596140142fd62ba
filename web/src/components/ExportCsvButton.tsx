import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** Downloads a list as CSV from the server (streamed there, whatever its length); `label` names what. */
export function ExportCsvButton({ href, label }: { href: string; label: string }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={`Export CSV: ${label}`}
    >
      Export CSV
    </Button>
  );
}
