// Request and response shapes of the six auth operations: login, me, refresh, switch-tenant,
// change-password and logout.
import { z } from 'zod';
import { zId } from '../../platform/shared/schemas.ts';

const zClientId = z.string().min(1).max(100);

export const ZLoginInput = z.strictObject({
  client_id: zClientId,
  email: z.email().max(255),
  password: z.string().min(1),
  tenant_id: zId.optional(),
});
export type LoginInput = z.infer<typeof ZLoginInput>;

export const ZTokenSet = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});
export type TokenSet = z.infer<typeof ZTokenSet>;

export const ZRefreshInput = z.strictObject({
  client_id: zClientId,
  refresh_token: z.string().min(1),
});
export type RefreshInput = z.infer<typeof ZRefreshInput>;

export const ZAccessToken = ZTokenSet.omit({ refresh_token: true });
export type AccessToken = z.infer<typeof ZAccessToken>;

export const ZTenantMembership = z.object({
  is_default: z.boolean(),
  organization_code: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  status: z.string(),
  tenant_code: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
});
export type TenantMembershipDto = z.infer<typeof ZTenantMembership>;

export const ZMe = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  tenants: z.array(ZTenantMembership),
  active_tenant: ZTenantMembership,
});
export type Me = z.infer<typeof ZMe>;

export const ZSwitchTenantInput = z.strictObject({ client_id: zClientId, tenant_id: zId });
export type SwitchTenantInput = z.infer<typeof ZSwitchTenantInput>;

export const ZSwitchTenantResult = ZTokenSet.extend({
  tenant_info: ZTenantMembership,
  user: z.object({ email: z.string(), id: z.string(), name: z.string(), status: z.string() }),
});
export type SwitchTenantResult = z.infer<typeof ZSwitchTenantResult>;

export const ZChangePasswordInput = z.strictObject({
  old_password: z.string().min(8),
  new_password: z.string().min(8),
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const ZLogoutInput = z.strictObject({ refresh_token: z.string().min(1) });
export type LogoutInput = z.infer<typeof ZLogoutInput>;
