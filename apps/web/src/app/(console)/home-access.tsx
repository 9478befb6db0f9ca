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
import { StatusBadge } from '@/components/notices';
import type { Me } from '@/lib/api/router';

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

/**
 * Who the user is here: roles, permissions and tenants. Folded away at the bottom of the home
 * page: it answers "why can I not do this?", not the day's work.
 */
export function YourAccess({ me }: { me: Me }) {
  const tenant = me.active_tenant;
  return (
    <details data-testid="home-access">
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        Your access in <bdi>{tenant.tenant_name}</bdi>
      </summary>
      <Stack gap="md" mt="sm">
        <div>
          <Title order={2} size="h5" mb={4}>
            Roles
          </Title>
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
        </div>
        <div>
          <Title order={2} size="h5" mb={4}>
            Permissions ({me.permissions.length})
          </Title>
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
        </div>
        <div>
          <Title order={2} size="h5" mb={4}>
            Your tenants
          </Title>
          <TenantsTable me={me} />
        </div>
      </Stack>
    </details>
  );
}
