import { CheckboxGroup, Hidden, type CheckboxOption } from '@/components/form/fields';
import { LoadError } from '@/components/page-notices';
import type { ApiResult } from '@/lib/api/call';

/**
 * The roles checkboxes of a user or service account form, posting `role_ids`. Without
 * permission to read roles it says so, and the form leaves the roles as they are.
 */
export function RolePicker({
  options,
  checked,
  testId,
}: {
  options: ApiResult<CheckboxOption[]> | null;
  checked?: readonly string[];
  testId: string;
}) {
  if (options === null) {
    return <p className="muted">Roles can be chosen by users who may read roles.</p>;
  }
  if (!options.ok) return <LoadError failure={options.failure} />;
  return (
    <>
      <Hidden name="roles_shown" value="1" />
      <CheckboxGroup
        name="role_ids"
        legend="Roles"
        testId={testId}
        options={options.data}
        checked={checked}
        emptyText="This tenant has no roles."
      />
    </>
  );
}
