import { FieldError } from '@/components/form/fields';
import type { Permission } from './load';

interface SubFeatureGroup {
  id: string;
  name: string;
  code: string;
  permissions: Permission[];
}

interface FeatureGroup {
  id: string;
  name: string;
  code: string;
  subFeatures: SubFeatureGroup[];
}

/** Features, then their sub-features, each with its permissions, in catalog code order. */
export function groupPermissions(permissions: Permission[]): FeatureGroup[] {
  const features = new Map<string, FeatureGroup>();
  const sorted = [...permissions].sort((a, b) => a.code.localeCompare(b.code));
  for (const permission of sorted) {
    const feature = features.get(permission.feature.id) ?? {
      ...permission.feature,
      subFeatures: [],
    };
    features.set(feature.id, feature);
    let sub = feature.subFeatures.find((s) => s.id === permission.sub_feature.id);
    if (!sub) {
      sub = { ...permission.sub_feature, permissions: [] };
      feature.subFeatures.push(sub);
    }
    sub.permissions.push(permission);
  }
  return [...features.values()];
}

/** The action is the last segment of `<feature>.<sub_feature>.<action>`. */
function actionOf(code: string): string {
  return code.slice(code.lastIndexOf('.') + 1);
}

/**
 * Checkboxes posting `permission_ids`, one table per feature and a row per sub-feature.
 * Each checkbox's test id is `permission-<code>`.
 */
export function PermissionMatrix({
  permissions,
  checked,
}: {
  permissions: Permission[];
  checked: ReadonlySet<string>;
}) {
  const groups = groupPermissions(permissions);
  return (
    <fieldset className="fieldset" data-testid="permission-matrix">
      <legend className="field__label">Permissions</legend>
      {groups.length === 0 ? <p className="muted">The permission catalog is empty.</p> : null}
      <div className="matrix">
        {groups.map((feature) => (
          <table key={feature.id} className="table matrix__feature">
            <caption className="matrix__caption">
              <bdi>{feature.name}</bdi> <code>{feature.code}</code>
            </caption>
            <thead>
              <tr>
                <th scope="col">Sub-feature</th>
                <th scope="col">Permissions</th>
              </tr>
            </thead>
            <tbody>
              {feature.subFeatures.map((sub) => (
                <tr key={sub.id}>
                  <th scope="row">
                    <bdi>{sub.name}</bdi>
                  </th>
                  <td>
                    <div className="matrix__cells">
                      {sub.permissions.map((p) => (
                        <label key={p.id} className="checkbox" title={p.code}>
                          <input
                            type="checkbox"
                            name="permission_ids"
                            value={p.id}
                            defaultChecked={checked.has(p.id)}
                            data-testid={`permission-${p.code}`}
                          />
                          <span>
                            {actionOf(p.code)}
                            {p.status !== 'active' ? (
                              <span className="muted"> ({p.status})</span>
                            ) : null}
                          </span>
                        </label>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <FieldError name="permission_ids" testId="permission-matrix" />
    </fieldset>
  );
}
