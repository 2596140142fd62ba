import { Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand, BRAND_NAME } from '../../components/Brand';
import classes from './AuthLayout.module.css';
import { CUSTOMER_PANEL, type AuthPanel } from './auth-panels';

interface AuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** The brand panel's copy (desktop only); customers' by default. */
  panel?: AuthPanel;
}

/** Sign-in and sign-up screens: a brand panel from 992px, the form card on its own below. */
export function AuthLayout({ title, subtitle, children, footer, wide = false, panel = CUSTOMER_PANEL }: AuthLayoutProps) {
  return (
    <div className={classes.page}>
      <aside className={classes.side}>
        <div className={classes.sideContent}>
          <Brand inverted subtitle="Services across Zambia" />
          <Stack gap="lg" maw={420}>
            <Title order={2} c="white" fz={34} lh={1.15}>
              {panel.heading}
            </Title>
            {panel.points.map((point) => (
              <Group key={point.text} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="white" radius="xl" size={32}>
                  <point.icon size={18} />
                </ThemeIcon>
                <Text c="brand.0">{point.text}</Text>
              </Group>
            ))}
          </Stack>
          <Text fz="xs" c="brand.1">
            © {new Date().getFullYear()} {BRAND_NAME}
          </Text>
        </div>
      </aside>
      <main className={classes.main}>
        <Box w="100%" maw={wide ? 580 : 440}>
          <Box className={classes.mobileBrand} mb="lg">
            <Brand subtitle="Services across Zambia" />
          </Box>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4} mb="lg">
            {subtitle}
          </Text>
          <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
          {footer && (
            <Box mt="md" ta="center">
              {footer}
            </Box>
          )}
        </Box>
      </main>
    </div>
  );
}
