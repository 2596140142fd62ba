import { Anchor, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarCheck,
  IconClipboardList,
  IconHome,
  IconLogin2,
  IconSpeakerphone,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Brand } from '../../components/Brand';
import { UnreadCount, useUnreadMessages } from '../../components/thread/UnreadCount';
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

/** Affiliates book like customers, and have their codes and commissions beside their bookings. */
const AFFILIATE: NavItem[] = [...SIGNED_IN.slice(0, 3), { label: 'Affiliate', to: '/affiliates', icon: IconSpeakerphone }, SIGNED_IN[3]];

function isHome(pathname: string) {
  return pathname === '/' || pathname === '/home' || pathname.startsWith('/services');
}

/**
 * Customer area: navigation on top from 768px, at the bottom below it. A fixed header and footer in plain
 * CSS rather than Mantine's AppShell: AppShell brings resizable sidebars, drag handling and the modal
 * scroll lock into the first download (about 8 KB compressed) for a layout this simple. Both navigations
 * are rendered and the style sheet shows one: the server, which renders public pages, cannot know the
 * screen's width, and the browser's first render must match its HTML.
 */
export function CustomerLayout() {
  const { user, loading } = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;

  const loginItem: NavItem = { label: 'Login', to: withRedirect('/login', here === '/' ? null : here), icon: IconLogin2 };
  const items = !user ? [SIGNED_IN[0], loginItem] : user.role === 'AFFILIATE' ? AFFILIATE : SIGNED_IN;
  const unread = useUnreadMessages(!!user);
  // Messages on requests show on Requests, the rest (confirmed, completed, cancelled) on Bookings.
  const countOf = (item: NavItem) =>
    item.to === '/requests' ? unread.requests : item.to === '/my-bookings' ? Math.max(0, unread.all - unread.requests) : 0;
  const active = (item: NavItem) => (item.end ? isHome(location.pathname) : location.pathname.startsWith(item.to.split('?')[0]));

  return (
    <>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand subtitle="Services across Zambia" />
            {!loading && (
              <nav aria-label="Main" className={classes.topNav}>
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
                        <UnreadCount count={countOf(item)} />
                      </UnstyledButton>
                    ),
                  )}
                </Group>
              </nav>
            )}
          </Group>
        </Container>
      </header>

      <main className={classes.main}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
          <Outlet />
          <Text component="p" fz="sm" ta="center" mt="xl" mb={0}>
            <Anchor component={Link} to="/privacy" c="dimmed">
              Privacy notice
            </Anchor>
          </Text>
        </Container>
      </main>

      <footer className={classes.footer}>
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
                <span className={classes.bottomIcon}>
                  <item.icon size={24} stroke={1.7} />
                  {countOf(item) > 0 && (
                    <span className={classes.bottomCount}>
                      <UnreadCount count={countOf(item)} />
                    </span>
                  )}
                </span>
                <Text component="span" fz={11} fw={600}>
                  {item.label}
                </Text>
              </UnstyledButton>
            ))}
        </nav>
      </footer>
    </>
  );
}
