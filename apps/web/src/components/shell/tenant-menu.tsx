'use client';

import { Button, Code, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconSwitchHorizontal } from '@tabler/icons-react';
import { useSession } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import type { Membership } from '@/lib/api/router';
import { useHydrated } from '@/lib/use-hydrated';

/** The active tenant's name, isolated: names are user-supplied (src/lib/bidi.ts). */
function TenantName({ tenant }: { tenant: Membership }) {
  return (
    <Stack gap={0} miw={0} align="flex-start">
      <Text component="bdi" size="xs" c="dimmed" truncate maw={180} visibleFrom="sm">
        {tenant.organization_name}
      </Text>
      <Text component="bdi" size="sm" fw={600} truncate maw={180} data-testid="active-tenant">
        {tenant.tenant_name}
      </Text>
    </Stack>
  );
}

/**
 * The active tenant, and for users with more than one a menu to switch in one step: pick a
 * tenant, confirm. The switch goes through next-auth's `update()`: the jwt callback calls
 * auth.switchTenant and stores the new token set in the session cookie, then the server
 * components render again.
 */
export function TenantMenu({ active, tenants }: { active: Membership; tenants: Membership[] }) {
  const { status, update } = useSession();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The menu opens only once React runs: enabled from then on.
  const hydrated = useHydrated();

  if (tenants.length < 2) return <TenantName tenant={active} />;

  const switchTo = (tenant: Membership) =>
    startTransition(async () => {
      const session = await update({ tenantId: tenant.tenant_id });
      if (!session) {
        // No session came back: let /auth/expired decide whether it really ended.
        window.location.assign('/auth/expired');
        return;
      }
      if (session.tenantId !== tenant.tenant_id) {
        notifications.show({
          color: 'red',
          message: 'Could not switch to that tenant. Try again.',
          'data-testid': 'tenant-switch-error',
        });
        return;
      }
      router.refresh();
    });

  const confirmSwitch = (tenant: Membership) =>
    modals.openConfirmModal({
      title: 'Switch tenant?',
      children: (
        <Text size="sm">
          The console will show the users, roles and data of <bdi>{tenant.tenant_name}</bdi> (
          <bdi>{tenant.organization_name}</bdi>). Anything typed on this page and not saved is lost.
        </Text>
      ),
      labels: { confirm: 'Switch', cancel: 'Cancel' },
      confirmProps: { 'data-testid': 'tenant-switch-confirm' },
      onConfirm: () => switchTo(tenant),
    });

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          h="auto"
          py={4}
          loading={pending}
          disabled={!hydrated || status !== 'authenticated'}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          data-testid="tenant-menu"
        >
          <VisuallyHidden>Switch tenant. Current tenant:</VisuallyHidden>
          <TenantName tenant={active} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Switch tenant</Menu.Label>
        {tenants.map((tenant) => {
          const isActive = tenant.tenant_id === active.tenant_id;
          return (
            <Menu.Item
              key={tenant.tenant_id}
              disabled={isActive}
              aria-current={isActive || undefined}
              leftSection={
                isActive ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <IconSwitchHorizontal size={16} aria-hidden />
                )
              }
              onClick={() => confirmSwitch(tenant)}
              data-testid={`tenant-option-${tenant.tenant_code}`}
            >
              <Group gap={6} wrap="nowrap">
                <bdi>{tenant.tenant_name}</bdi>
                <Code>{tenant.tenant_code}</Code>
              </Group>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
