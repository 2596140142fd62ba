import { AppShell, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCalendarCheck,
  IconClipboardList,
  IconHome,
  IconLogin2,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { useSession } from '../../lib/session';
import { withRedirect } from '../../lib/redirect';
import classes from './CustomerLayout.module.css';

interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  end?: boolean;
}

const SIGNED_IN: NavItem[] = [
  { label: 'Home', to: '/', icon: IconHome, end: true },
  { label: 'Bookings', to: '/my-bookings', icon: IconCalendarCheck },
  { label: 'Requests', to: '/requests', icon: IconClipboardList },
  { label: 'Profile', to: '/account', icon: IconUserCircle },
];

function isHome(pathname: string) {
  return pathname === '/' || pathname === '/home' || pathname.startsWith('/services');
}

/** Customer area: navigation on top from 768px, at the bottom below it. */
export function CustomerLayout() {
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { user, loading } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;

  const loginItem: NavItem = { label: 'Login', to: withRedirect('/login', here === '/' ? null : here), icon: IconLogin2 };
  const items = user ? SIGNED_IN : [SIGNED_IN[0], loginItem];
  const active = (item: NavItem) =>
    item.end ? isHome(location.pathname) : location.pathname.startsWith(item.to.split('?')[0]);

  return (
    <AppShell header={{ height: 64 }} footer={{ height: 68, collapsed: desktop }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand subtitle="Services across Zambia" />
            {desktop && !loading && (
              <nav aria-label="Main">
                <Group gap={4} wrap="nowrap">
                  {items.map((item) =>
                    item.label === 'Login' ? (
                      <Button key={item.label} component={Link} to={item.to} leftSection={<IconLogin2 size={18} />} ml="sm">
                        Login
                      </Button>
                    ) : (
                      <UnstyledButton
                        key={item.label}
                        component={Link}
                        to={item.to}
                        className={classes.topLink}
                        data-active={active(item) || undefined}
                        aria-current={active(item) ? 'page' : undefined}
                      >
                        <item.icon size={18} stroke={1.8} />
                        <span>{item.label}</span>
                      </UnstyledButton>
                    ),
                  )}
                </Group>
              </nav>
            )}
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
        </Container>
      </AppShell.Main>

      {!desktop && (
        <AppShell.Footer className={classes.footer}>
          <nav aria-label="Main" className={classes.bottomNav}>
            {!loading &&
              items.map((item) => (
                <UnstyledButton
                  key={item.label}
                  component={Link}
                  to={item.to}
                  className={classes.bottomLink}
                  data-active={active(item) || undefined}
                  aria-current={active(item) ? 'page' : undefined}
                >
                  <item.icon size={24} stroke={1.7} />
                  <Text component="span" fz={11} fw={600}>
                    {item.label}
                  </Text>
                </UnstyledButton>
              ))}
          </nav>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
