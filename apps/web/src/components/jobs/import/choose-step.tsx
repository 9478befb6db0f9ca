'use client';

import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IMPORT_ENTITIES,
  IMPORT_FORMATS,
  IMPORT_MODES,
  type ImportEntity,
  type ImportFormat,
  type ImportMode,
} from '@pim/core/schemas';
import { ENTITY_LABELS, FORMAT_LABELS, MODE_LABELS } from '../job-labels';
import { TemplateDownload, type TemplateFamily } from './template-download';

export interface ImportChoice {
  entity: ImportEntity;
  format: ImportFormat;
  mode: ImportMode;
}

/** The columns a CSV or XLSX file of each entity has (JSON records use the same names). */
const COLUMNS: Record<ImportEntity, string> = {
  categories:
    'code, tree, parent, name, description, status, label-<locale>. A row without tree is a category tree.',
  attributes:
    'code, name, type, group, description, value_per_channel, value_per_locale, is_unique, sort_order, status, config (JSON), label-<locale>.',
  attribute_options: 'attribute, code, name, sort_order, label-<locale>.',
  families:
    'code, name, description, status, attributes, display_name, display_image, variant_families (JSON), label-<locale>.',
  products:
    'code, family, variant_family, product_type, status, categories, then a column per value: <attribute>, <attribute>@<channel>, <attribute>:<locale>, <attribute>@<channel>:<locale>.',
  variants:
    'product, sku, is_default, status, a column per axis attribute (its option code), then value columns as for products.',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Step 1: what the file holds, its format and what to do with codes that exist. */
export function ChooseStep({
  choice,
  onChange,
  families,
}: {
  choice: ImportChoice;
  onChange: (choice: ImportChoice) => void;
  families: readonly TemplateFamily[];
}) {
  const pick =
    <K extends keyof ImportChoice>(key: K, values: readonly ImportChoice[K][]) =>
    (event: React.ChangeEvent<HTMLSelectElement>) => {
      const value = values.find((v) => v === event.currentTarget.value);
      if (value) onChange({ ...choice, [key]: value });
    };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label="Records"
          value={choice.entity}
          onChange={pick('entity', IMPORT_ENTITIES)}
          data={options(IMPORT_ENTITIES, ENTITY_LABELS)}
          data-testid="import-entity"
        />
        <NativeSelect
          label="Format"
          value={choice.format}
          onChange={pick('format', IMPORT_FORMATS)}
          data={options(IMPORT_FORMATS, FORMAT_LABELS)}
          data-testid="import-format"
        />
        <NativeSelect
          label="Mode"
          value={choice.mode}
          onChange={pick('mode', IMPORT_MODES)}
          data={options(IMPORT_MODES, MODE_LABELS)}
          data-testid="import-mode"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="import-columns">
        {choice.format === 'akeneo_csv'
          ? "Akeneo's own CSV export of these records, as it is (semicolon separated)."
          : `Columns: ${COLUMNS[choice.entity]} References are codes; an empty cell leaves the value as it is.`}
      </Text>
      {choice.format === 'akeneo_csv' ? null : (
        <TemplateDownload entity={choice.entity} format={choice.format} families={families} />
      )}
    </Stack>
  );
}
