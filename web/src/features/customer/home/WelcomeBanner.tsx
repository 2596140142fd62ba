import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBolt, IconCash, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../components/Brand';
import classes from './WelcomeBanner.module.css';

/** The home page's greeting, with the search form (`children`) in it; the selling points only on wider screens. */
export function WelcomeBanner({ name, children }: { name: string | null; children: ReactNode }) {
  return (
    <Paper className={classes.banner} p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" pos="relative">
        <Text fz="sm" fw={600} tt="uppercase" lts={1} c="brand.1">
          {name ? `Welcome back, ${name}` : `Welcome to ${BRAND_NAME}`}
        </Text>
        <Title order={1} c="white" fz={{ base: 26, sm: 36 }} lh={1.15}>
          Book a service today!
        </Title>
        <Text c="brand.0" fz={{ base: 'sm', sm: 'md' }} maw={660} visibleFrom="sm">
          Trusted cleaners, plumbers, electricians and more across Zambia. Pick a package, choose a time and secure it with a deposit.
        </Text>
        <Group gap="lg" visibleFrom="sm">
          <Group gap={6}>
            <IconCash size={18} />
            <Text fz="sm">Prices in kwacha</Text>
          </Group>
          <Group gap={6}>
            <IconShieldCheck size={18} />
            <Text fz="sm">Verified providers</Text>
          </Group>
          <Group gap={6}>
            <IconBolt size={18} />
            <Text fz="sm">Mobile money or bank transfer</Text>
          </Group>
        </Group>
        <Box mt="xs">{children}</Box>
      </Stack>
    </Paper>
  );
}
