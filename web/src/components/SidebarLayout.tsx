import { ActionIcon, AppShell, Badge, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout, type Icon } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ROLE_LABELS, useSession, useSignOut } from '../lib/session';
import { BottomNav } from './BottomNav';
import { UnreadCount, useUnreadMessages } from './thread/UnreadCount';
import { Brand } from './Brand';
import classes from './SidebarLayout.module.css';
import { PageLoader } from './PageLoader';
import { useDocumentTitle } from '../lib/document-title';

export interface SidebarLink {
  label: string;
  /** A shorter label for the phone's bottom bar, where the sections share 390 px. */
  short?: string;
  to: string;
  icon: Icon;
}

interface SidebarLayoutProps {
  /** The sidebar's title ("Admin"). */
  title: string;
  homePath: string;
  links: SidebarLink[];
  /** Secondary links shown above the account box (settings). */
  footerLinks?: SidebarLink[];
  /** On phones, also show `links` in a bottom bar, one tap away (the drawer keeps them and the rest). */
  bottomNav?: boolean;
  /** The link that carries the count of unread booking messages (the bookings screen). */
  messagesLink?: string;
}

/** Back-office shell: header, collapsible sidebar (a drawer below 768px), signed-in user and Sign Out. */
export function SidebarLayout({ title, homePath, links, footerLinks = [], bottomNav = false, messagesLink }: SidebarLayoutProps) {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const { user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const { pathname } = useLocation();
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const unread = useUnreadMessages(!!user && !!messagesLink);
  const countOf = (to: string) => (to === messagesLink ? unread.all : 0);
  useDocumentTitle([...links, ...footerLinks].find((link) => isActive(link.to))?.label ?? title);

  const renderLink = (link: SidebarLink) => (
    <NavLink
      key={link.to}
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={<link.icon size={19} stroke={1.7} />}
      rightSection={<UnreadCount count={countOf(link.to)} />}
      active={isActive(link.to)}
      aria-current={isActive(link.to) ? 'page' : undefined}
      onClick={closeMobile}
      variant="light"
      fw={600}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      className={bottomNav ? classes.withBottomNav : undefined}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label="Open navigation" />
            {/* A cross reads as "close this page"; the sidebar is collapsed and expanded, so it gets the icons for that. */}
            <ActionIcon
              onClick={toggleDesktop}
              visibleFrom="sm"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={desktopOpened ? 'Collapse sidebar' : 'Expand sidebar'}
              aria-expanded={desktopOpened}
            >
              {desktopOpened ? (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              )}
            </ActionIcon>
            <Brand to={homePath} subtitle={`${title} area`} />
          </Group>
          {user && (
            <Text fz="sm" c="dimmed" visibleFrom="sm" truncate>
              {user.email}
            </Text>
          )}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={`${title} navigation`}>
        <AppShell.Section>
          <Title order={2} fz="xs" tt="uppercase" c="dimmed" lts={1} px="sm" pt="xs" pb="sm">
            {title}
          </Title>
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>{links.map(renderLink)}</Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap={2}>{footerLinks.map(renderLink)}</Stack>
          <Divider my="sm" />
          {user && (
            <Stack gap={6} px="sm" pb="xs">
              <Text fz="sm" fw={600} truncate title={user.email}>
                {user.email}
              </Text>
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  Role
                </Text>
                <Badge size="sm" variant="light">
                  {ROLE_LABELS[user.role]}
                </Badge>
              </Group>
            </Stack>
          )}
          <Button
            variant="subtle"
            color="red"
            fullWidth
            justify="flex-start"
            leftSection={<IconLogout size={19} />}
            onClick={() => void signOut()}
            loading={signingOut}
          >
            Sign Out
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </AppShell.Main>
      {bottomNav && <BottomNav links={links} label={`${title} sections`} isActive={isActive} countOf={countOf} />}
    </AppShell>
  );
}
