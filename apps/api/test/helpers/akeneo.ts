// Akeneo's demo catalog (../shared/datasets/akeneo-icecat-demo-dev, see its README): the CSV
// files read with a real parser (`;`, quoted newlines), and the API bodies of its structure.
// How Akeneo records map onto this service lives in core (jobs/imports/akeneo/mapping.ts,
// which the akeneo_csv import uses); here it is only turned into request bodies with ids.
// The structure test builds the catalog through the public API with these bodies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { findRepoRoot } from '@pim/db/paths';
import {
  attributeRecord,
  familyAttributes,
  labelsOf,
  listOf,
  nameOf,
  variantAxes,
  type AkeneoRow,
} from '@pim/core/testing';

export { labelsOf, listOf, nameOf };

/** `shared/` lies beside the repository, in CI's clone as here. */
export const AKENEO_DIR = path.resolve(findRepoRoot(), '../shared/datasets/akeneo-icecat-demo-dev');

export type Row = AkeneoRow;

/** The records of one file of the dataset, by header. */
export function readAkeneo(file: string): Row[] {
  return parse(readFileSync(path.join(AKENEO_DIR, file)), {
    delimiter: ';',
    columns: true,
    bom: true,
    skip_empty_lines: true,
  }) as Row[];
}

/** Translations for every label, as the translations PATCH takes them. */
export const translationsOf = (row: Row) =>
  Object.entries(labelsOf(row)).map(([locale, name]) => ({ locale, name }));

/** The body creating an attribute from an attributes.csv row (core's mapping, ids for codes). */
export function attributeBody(row: Row, groupId: string | undefined, currencies: string[]) {
  const { group: _group, labels: _labels, ...record } = attributeRecord(row, currencies);
  return { ...record, ...(groupId ? { attribute_group_id: groupId } : {}) };
}

/** A family's attributes with Akeneo's per-channel requirements (core's mapping), by id. */
export function familyAttributeItems(
  family: Row,
  channels: string[],
  attributeId: (code: string) => string,
  channelId: (code: string) => string,
) {
  return familyAttributes(family, channels).map((item) => ({
    attribute_id: attributeId(item.code),
    ...(item.is_mandatory
      ? { channel_ids: (item.channels ?? channels).map(channelId), is_mandatory: true }
      : {}),
  }));
}

/** A family variant's axes (core's mapping), by id. */
export const axesOf = (variant: Row, attributeId: (code: string) => string) =>
  variantAxes(variant).map(({ attribute, level, position }) => ({
    attribute_id: attributeId(attribute),
    level,
    position,
  }));
