// Organization and tenant rows to the documented shapes.
import { auditFieldsOf, type zAuditFields } from '../../platform/shared/index.ts';
import type * as repo from './repository.ts';
import type { OrganizationDto, TenantDto } from './schemas.ts';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;
type TenantRow = Awaited<ReturnType<typeof repo.createTenant>>;

export const toOrganizationDto = (row: OrganizationRow): OrganizationDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  status: row.status,
  ...auditFieldsOf(row),
});

type TenantFieldsRow = Pick<
  TenantRow,
  | 'id'
  | 'code'
  | 'name'
  | 'organizationId'
  | 'plan'
  | 'billingInterval'
  | 'contactEmail'
  | 'phone'
  | 'status'
>;

/** The tenant's own fields, for any query that selects them (a user's tenants, too). */
export const toTenantFields = (
  row: TenantFieldsRow,
): Omit<TenantDto, keyof typeof zAuditFields> => ({
  id: row.id,
  code: row.code,
  name: row.name,
  organization_id: row.organizationId,
  plan: row.plan,
  billing_interval: row.billingInterval,
  contact_email: row.contactEmail,
  phone: row.phone,
  status: row.status,
});

export const toTenantDto = (row: TenantRow): TenantDto => ({
  ...toTenantFields(row),
  ...auditFieldsOf(row),
});
