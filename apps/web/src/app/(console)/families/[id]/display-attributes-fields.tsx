import { SimpleGrid } from '@mantine/core';
import { SelectField } from '@/components/form/fields';
import { Details, Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import { isolateText } from '@/lib/bidi';
import type { FamilyAttribute } from './requirements/requirements';

type Family = RouterOutputs['productFamilies']['get'];

function optionsOf(rows: readonly FamilyAttribute[], type: FamilyAttribute['attribute_type']) {
  return [
    { value: '', label: 'None' },
    ...rows
      .filter((row) => row.attribute_type === type)
      .map((row) => ({
        value: row.attribute_id,
        label: `${isolateText(row.attribute_name)} (${row.attribute_code})`,
      })),
  ];
}

/**
 * The attributes a product of the family is shown by: a text as its name, a media as its
 * image. Fields of the family page's one form for writers, saved with its name.
 */
export function DisplayAttributesFields({
  family,
  rows,
  canWrite,
}: {
  family: Family;
  rows: readonly FamilyAttribute[];
  canWrite: boolean;
}) {
  const { name, image } = family.display_attributes;
  return (
    <Section
      title="Display attributes"
      description="What lists show for a product of this family: its name (a text attribute of the family) and its image (a media attribute)."
      testId="display-attributes"
    >
      {canWrite ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            name="display_attributes.name_attribute_id"
            label="Name attribute"
            testId="display-name-attribute"
            defaultValue={name?.id ?? ''}
            options={optionsOf(rows, 'text')}
          />
          <SelectField
            name="display_attributes.image_attribute_id"
            label="Image attribute"
            testId="display-image-attribute"
            defaultValue={image?.id ?? ''}
            options={optionsOf(rows, 'media')}
          />
        </SimpleGrid>
      ) : (
        <Details
          cols={{ base: 1, sm: 2 }}
          items={[
            { label: 'Name attribute', value: name ? <bdi>{name.name}</bdi> : 'none' },
            { label: 'Image attribute', value: image ? <bdi>{image.name}</bdi> : 'none' },
          ]}
        />
      )}
    </Section>
  );
}
