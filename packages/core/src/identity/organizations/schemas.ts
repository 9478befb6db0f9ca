// Organizations and their tenants, for platform administrators, so a tenant can be provisioned
// without touching the database. A tenant has the fields of an item of a user's tenant list.
import { z } from 'zod';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zListFields } from '../../platform/shared/list.ts';
import { zCode, zId, zName } from '../../platform/shared/schemas.ts';

const zStatus = z.enum(['active', 'inactive']);

export const ZOrganization = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: zStatus,
  ...zAuditFields,
});
export type OrganizationDto = z.infer<typeof ZOrganization>;

export const ZTenant = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  organization_id: z.string(),
  plan: z.string(),
  billing_interval: z.string(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  status: zStatus,
  ...zAuditFields,
});
export type TenantDto = z.infer<typeof ZTenant>;

const listCommon = zListFields(zStatus, 20);

export const ZListOrganizationsInput = z.strictObject(listCommon);
export type ListOrganizationsInput = z.infer<typeof ZListOrganizationsInput>;

export const ZCreateOrganizationInput = z.strictObject({ code: zCode(100), name: zName });
export type CreateOrganizationInput = z.infer<typeof ZCreateOrganizationInput>;

export const ZOrganizationIdInput = z.strictObject({ org_id: zId });
export type OrganizationIdInput = z.infer<typeof ZOrganizationIdInput>;

export const ZListTenantsInput = z.strictObject({ org_id: zId, ...listCommon });
export type ListTenantsInput = z.infer<typeof ZListTenantsInput>;

export const ZCreateTenantInput = z.strictObject({
  org_id: zId,
  code: zCode(100),
  name: zName,
  plan: z.string().min(1).max(100).optional(),
  billing_interval: z.enum(['monthly', 'yearly']).optional(),
  contact_email: z.email().max(255).nullish(),
  phone: z.string().max(50).nullish(),
  /**
   * An existing user who becomes the tenant's first administrator (a membership with the
   * `admin` role), so a tenant can be run without touching the database.
   */
  admin_user_id: zId.optional(),
});
export type CreateTenantInput = z.infer<typeof ZCreateTenantInput>;
