// Auth rows to the documented shapes.
import type { MembershipRow } from '../../platform/access/index.ts';
import type { TenantMembershipDto } from './schemas.ts';

export const toMembershipDto = (m: MembershipRow): TenantMembershipDto => ({
  is_default: m.is_default,
  organization_code: m.organization_code,
  organization_id: m.organization_id,
  organization_name: m.organization_name,
  status: m.status,
  tenant_code: m.tenant_code,
  tenant_id: m.tenant_id,
  tenant_name: m.tenant_name,
});
