import { describe, expect, it } from 'vitest';
import { MEASUREMENT_FAMILIES, toStandardUnit, UNIT_FAMILIES, unitsOf } from './units.ts';

describe('measurement families', () => {
  it('hold their standard unit, at factor 1 without offset', () => {
    for (const family of UNIT_FAMILIES) {
      const { standard } = MEASUREMENT_FAMILIES[family];
      expect(unitsOf(family), family).toContain(standard);
      expect(toStandardUnit(family, standard, 42), family).toBe(42);
    }
  });

  it('take amounts to the standard unit, temperatures with their offset', () => {
    expect(toStandardUnit('Length', 'INCH', 10)).toBeCloseTo(0.254, 12);
    expect(toStandardUnit('Weight', 'GRAM', 1500)).toBeCloseTo(1.5, 12);
    expect(toStandardUnit('Temperature', 'CELSIUS', 0)).toBeCloseTo(273.15, 9);
    expect(toStandardUnit('Temperature', 'FAHRENHEIT', 32)).toBeCloseTo(273.15, 9);
    expect(toStandardUnit('Temperature', 'FAHRENHEIT', 212)).toBeCloseTo(373.15, 9);
    expect(toStandardUnit('Speed', 'KILOMETER_PER_HOUR', 36)).toBeCloseTo(10, 12);
    expect(toStandardUnit('Binary', 'KILOBYTE', 2)).toBe(2048);
  });
});
