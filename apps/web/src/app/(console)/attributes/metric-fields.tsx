'use client';

import { MultiSelect, SimpleGrid } from '@mantine/core';
import { MEASUREMENT_FAMILIES, UNIT_FAMILIES, unitsOf, type UnitFamily } from '@pim/core/schemas';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { SelectField } from '@/components/form/fields';

/** "ElectricCurrent" as "Electric current". */
const familyLabel = (family: string) =>
  family.replace(/(?<=[a-z])(?=[A-Z])/g, ' ').replace(/ [A-Z]/g, (m) => m.toLowerCase());

/** "CUBIC_METER" of Volume as "Cubic meter (m³)". */
function unitLabel(family: UnitFamily, unit: string): string {
  const words = unit.toLowerCase().replaceAll('_', ' ');
  const units: Record<string, { symbol: string }> = MEASUREMENT_FAMILIES[family].units;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${units[unit]?.symbol ?? unit})`;
}

const isFamily = (value: string | undefined): value is UnitFamily =>
  UNIT_FAMILIES.some((f) => f === value);

/**
 * A measurement's unit family, default unit and allowed units (from the measurement families
 * of @pim/core). Choosing a family proposes its standard unit and all its units.
 */
export function MetricFields({
  unitFamily,
  defaultUnit,
  units,
}: {
  unitFamily?: string;
  defaultUnit?: string;
  units?: string[];
}) {
  const [family, setFamily] = useState<UnitFamily | undefined>(
    isFamily(unitFamily) ? unitFamily : undefined,
  );
  const [unit, setUnit] = useState(defaultUnit ?? '');
  const [allowed, setAllowed] = useState<string[]>(units ?? (family ? unitsOf(family) : []));
  const unitsError = useFieldError('config.units');
  const unitOptions = family
    ? unitsOf(family).map((u) => ({ value: u, label: unitLabel(family, u) }))
    : [];

  const chooseFamily = (value: string) => {
    const next = isFamily(value) ? value : undefined;
    setFamily(next);
    setUnit(next ? MEASUREMENT_FAMILIES[next].standard : '');
    setAllowed(next ? unitsOf(next) : []);
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="config.unit_family"
          label="Unit family"
          testId="attribute-config-unit-family"
          required
          value={family ?? ''}
          onChange={chooseFamily}
          options={[
            { value: '', label: 'Choose a family' },
            ...UNIT_FAMILIES.map((f) => ({ value: f, label: familyLabel(f) })),
          ]}
        />
        <SelectField
          name="config.default_unit"
          label="Default unit"
          testId="attribute-config-default-unit"
          required
          value={unit}
          onChange={(value) => {
            setUnit(value);
            if (value && !allowed.includes(value)) setAllowed([...allowed, value]);
          }}
          options={[
            { value: '', label: family ? 'Choose a unit' : 'Choose a family first' },
            ...unitOptions,
          ]}
        />
      </SimpleGrid>
      <MultiSelect
        name="config.units"
        label="Allowed units"
        description="Values may be entered in these units; the default unit is one of them."
        data={unitOptions}
        value={allowed}
        onChange={setAllowed}
        searchable
        disabled={!family}
        error={unitsError}
        errorProps={{ 'data-testid': 'attribute-config-units-error' }}
        comboboxProps={{ withinPortal: true }}
        data-testid="attribute-config-units-input"
      />
    </>
  );
}
