'use client';

import { AppShell, Burger, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconBoxMultiple,
  IconBroadcast,
  IconFolders,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconPackage,
  IconPhoto,
  IconPlug,
  IconPlugConnected,
  IconProgressCheck,
  IconShieldLock,
  IconSitemap,
  IconTags,
  IconUserCircle,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Membership } from '@/lib/api/router';
import type { NavIcon, NavSection } from '@/lib/navigation';
import { SignOutButton } from './sign-out-button';
import { TenantMenu } from './tenant-menu';

const ICONS: Record<NavIcon, typeof IconUsers> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  roles: IconShieldLock,
  'service-accounts': IconKey,
  account: IconUserCircle,
  'category-trees': IconSitemap,
  channels: IconBroadcast,
  attributes: IconTags,
  'attribute-groups': IconFolders,
  families: IconBoxMultiple,
  products: IconPackage,
  jobs: IconProgressCheck,
  connectors: IconPlug,
  connections: IconPlugConnected,
  webhooks: IconWebhook,
  locales: IconLanguage,
  assets: IconPhoto,
};

interface ConsoleShellProps {
  navigation: NavSection[];
  userName: string;
  activeTenant: Membership;
  /** Tenants the user can switch into (the active one included). */
  tenants: Membership[];
  /**
   * The persistent context bar of the header (the channel and locale of catalog screens).
   * Empty until those screens exist; the header keeps its place.
   */
  contextBar?: ReactNode;
  children: ReactNode;
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Header on one line (brand, context bar, tenant, user), a sidebar of the areas the user may
 * open, collapsed behind a burger on narrow screens. Links do not prefetch: every page calls
 * the API, and a prefetch answering after a tenant switch would write the old session's
 * cookie back over the new one.
 */
export function ConsoleShell({
  navigation,
  userName,
  activeTenant,
  tenants,
  contextBar,
  children,
}: ConsoleShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint a closed drawer is out of reach for keyboards and screen readers too.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const drawerClosed = narrow === true && !opened;
  const pathname = usePathname();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="sm" gap="sm" wrap="nowrap" data-testid="console-header">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
          />
          <Text
            component={Link}
            href="/"
            prefetch={false}
            fw={700}
            size="lg"
            c="blue.9"
            style={{ whiteSpace: 'nowrap', textDecoration: 'none' }}
          >
            PIM Console
          </Text>
          <Group flex={1} miw={0} gap="xs" wrap="nowrap" data-slot="context-bar">
            {contextBar}
          </Group>
          <TenantMenu active={activeTenant} tenants={tenants} />
          <Text
            component="bdi"
            size="sm"
            fw={500}
            visibleFrom="md"
            truncate
            maw={200}
            data-testid="user-name"
          >
            {userName}
          </Text>
          <SignOutButton />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="xs"
        aria-label="Main"
        inert={drawerClosed}
        style={drawerClosed ? { visibility: 'hidden' } : undefined}
      >
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="md">
            {navigation.map((section) => (
              <div key={section.label}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {section.label}
                </Text>
                {section.items.map((item) => {
                  const Icon = ICONS[item.icon];
                  const current = isCurrent(pathname, item.href);
                  return (
                    <NavLink
                      key={item.href}
                      component={Link}
                      href={item.href}
                      prefetch={false}
                      label={item.label}
                      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                      active={current}
                      aria-current={current ? 'page' : undefined}
                      onClick={close}
                      data-testid={item.testId}
                    />
                  );
                })}
              </div>
            ))}
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main">
        <Stack gap="lg" maw={1200} mx="auto">
          {children}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
