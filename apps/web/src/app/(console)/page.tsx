import {
  Badge,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import type { Metadata } from 'next';
import { StatusBadge } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import type { Me } from '@/lib/api/router';
import { loadMe } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

/** Permission codes are `<feature>.<sub_feature>.<action>`: group them by feature to scan them. */
function groupByFeature(permissions: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const code of [...permissions].sort()) {
    const feature = code.split('.')[0] ?? code;
    groups.set(feature, [...(groups.get(feature) ?? []), code]);
  }
  return [...groups.entries()];
}

function TenantsTable({ me }: { me: Me }) {
  return (
    <TableScrollContainer
      minWidth={520}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Your tenants"
    >
      <Table verticalSpacing="sm" aria-label="Your tenants" data-testid="dashboard-tenants">
        <TableThead>
          <TableTr>
            <TableTh scope="col">Tenant</TableTh>
            <TableTh scope="col">Code</TableTh>
            <TableTh scope="col">Organization</TableTh>
            <TableTh scope="col">Status</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {me.tenants.map((t) => (
            <TableTr
              key={t.tenant_id}
              aria-current={t.tenant_id === me.active_tenant.tenant_id || undefined}
            >
              <TableTd>
                <Group gap={6}>
                  <bdi>{t.tenant_name}</bdi>
                  {t.tenant_id === me.active_tenant.tenant_id ? (
                    <Badge size="sm" variant="outline">
                      active
                    </Badge>
                  ) : null}
                  {t.is_default ? (
                    <Badge size="sm" variant="outline" color="gray.7">
                      default
                    </Badge>
                  ) : null}
                </Group>
              </TableTd>
              <TableTd>
                <Code>{t.tenant_code}</Code>
              </TableTd>
              <TableTd>
                <bdi>{t.organization_name}</bdi>
              </TableTd>
              <TableTd>
                <StatusBadge status={t.status} />
              </TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

function Fact({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail: React.ReactNode;
  testId: string;
}) {
  return (
    <Section>
      <Stack gap={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {label}
        </Text>
        <Text size="xl" fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{value}</bdi>
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Section>
  );
}

export default async function DashboardPage() {
  const result = await loadMe();
  // The layout shows the failure; nothing to add here.
  if (!result.ok) return null;
  const { me } = result;
  const tenant = me.active_tenant;

  return (
    <>
      <PageHeader title="Dashboard" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact
          label="Signed in as"
          value={me.user.name}
          testId="dashboard-user-name"
          detail={
            <>
              User id <Code>{me.user.id}</Code>
            </>
          }
        />
        <Fact
          label="Active tenant"
          value={tenant.tenant_name}
          testId="dashboard-tenant"
          detail={
            <>
              Code <Code data-testid="dashboard-tenant-code">{tenant.tenant_code}</Code>
            </>
          }
        />
        <Fact
          label="Organization"
          value={tenant.organization_name}
          testId="dashboard-organization"
          detail={
            <>
              Code <Code>{tenant.organization_code}</Code>
            </>
          }
        />
      </SimpleGrid>

      <Section
        title={
          <>
            Roles in <bdi>{tenant.tenant_name}</bdi>
          </>
        }
      >
        {me.roles.length ? (
          <Group
            gap="xs"
            data-testid="dashboard-roles"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {me.roles.map((role) => (
              <Badge key={role} component="li" variant="outline" tt="none" size="lg">
                {role}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed" data-testid="dashboard-roles">
            No roles in this tenant.
          </Text>
        )}
      </Section>

      <Section title={`Permissions (${me.permissions.length})`}>
        {me.permissions.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="dashboard-permissions">
            {groupByFeature(me.permissions).map(([feature, codes]) => (
              <div key={feature}>
                <Title order={3} size="h6" tt="uppercase" c="dimmed" mb={4}>
                  {feature}
                </Title>
                <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                  {codes.map((code) => (
                    <li key={code}>
                      <Code>{code}</Code>
                    </li>
                  ))}
                </Stack>
              </div>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" data-testid="dashboard-permissions">
            No permissions in this tenant.
          </Text>
        )}
      </Section>

      <Section title="Your tenants">
        <TenantsTable me={me} />
      </Section>
    </>
  );
}
