import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export const BRAND_NAME = 'AYS';
export const TAGLINE = 'Book a service today!';

interface BrandProps {
  to?: string;
  subtitle?: string;
  inverted?: boolean;
}

/** The product mark: a link home with the name and an optional subtitle. */
export function Brand({ to = '/', subtitle, inverted = false }: BrandProps) {
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap="xs"
      wrap="nowrap"
      style={{ textDecoration: 'none' }}
      // With a subtitle the visible words name the link ("AYS Services across Zambia"): a label that does
      // not contain them trips up speech-input users, who say what they see.
      aria-label={subtitle ? undefined : `${BRAND_NAME} home`}
    >
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} color="brand">
        <IconTools size={20} stroke={2} />
      </ThemeIcon>
      <div>
        <Text fw={800} fz="lg" lh={1.1} c={inverted ? 'white' : 'dark.8'}>
          {BRAND_NAME}
        </Text>
        {subtitle && (
          <Text fz="xs" lh={1.1} c={inverted ? 'white' : 'dimmed'}>
            {subtitle}
          </Text>
        )}
      </div>
    </Group>
  );
}
