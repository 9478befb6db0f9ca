import { Text } from '@mantine/core';
import { LoadError } from '@/components/notices';
import { Section } from '@/components/page';
import type { ApiResult } from '@/lib/api/call';
import type { RouterOutputs } from '@/lib/api/router';
import { AddAttributesForm } from './add-attributes-form';
import { channelsOf, type Channel, type FamilyAttribute } from './requirements';
import { RequirementsMatrix } from './requirements-matrix';

type Attribute = RouterOutputs['attributes']['list']['items'][number];

/**
 * The family's attributes with their requirements per channel: fields of the page's form,
 * saved by its one Save.
 */
export function RequirementsSection({
  productFamilyId,
  rows,
  channels,
  canWrite,
}: {
  productFamilyId: string;
  rows: readonly FamilyAttribute[];
  /** Null when the tenant's channels cannot be read. */
  channels: readonly Channel[] | null;
  canWrite: boolean;
}) {
  return (
    <Section
      title="Attributes and requirements"
      description="Per channel: whether the family asks for the attribute there. Mandatory: a product is complete only with a value on those channels. Overridable: a variant may hold its own value instead of its parent's."
      testId="family-attributes"
    >
      {rows.length ? (
        <RequirementsMatrix
          productFamilyId={productFamilyId}
          rows={rows}
          channels={channelsOf(channels, rows)}
          canWrite={canWrite}
        />
      ) : (
        <Text size="sm" c="dimmed" data-testid="family-attributes-empty">
          The family has no attributes yet.
        </Text>
      )}
    </Section>
  );
}

/** Below the matrix, outside the page's form: the form adding the tenant's other attributes. */
export function AddAttributesSection({
  productFamilyId,
  rows,
  tenantAttributes,
}: {
  productFamilyId: string;
  rows: readonly FamilyAttribute[];
  tenantAttributes: ApiResult<Attribute[]>;
}) {
  const held = new Set(rows.map((row) => row.attribute_id));
  return (
    <Section title="Add attributes" testId="family-attributes-add-section">
      {tenantAttributes.ok ? (
        <AddAttributesForm
          productFamilyId={productFamilyId}
          attributes={tenantAttributes.data.filter((a) => !held.has(a.id))}
        />
      ) : (
        <LoadError failure={tenantAttributes.failure} />
      )}
    </Section>
  );
}
