// Measurement families of metric attributes: each family's units with the factor (and, for
// temperatures, the offset) that takes an amount to the family's standard unit:
// standard = amount * factor + offset. Codes follow Akeneo's measurement families, so its
// catalogs import as they are (FOOT is Akeneo's FEET); factors are the exact SI or US
// customary definitions where Akeneo's table rounds or uses UK measures. Client-safe: no
// imports, so the console builds its metric form from the same table.

export interface MeasurementUnit {
  symbol: string;
  factor: number;
  offset?: number;
}

export interface MeasurementFamily {
  standard: string;
  units: Record<string, MeasurementUnit>;
}

const u = (symbol: string, factor: number, offset?: number): MeasurementUnit =>
  offset === undefined ? { symbol, factor } : { symbol, factor, offset };

const PI = Math.PI;

export const MEASUREMENT_FAMILIES = {
  Length: {
    standard: 'METER',
    units: {
      MICROMETER: u('µm', 1e-6),
      MILLIMETER: u('mm', 0.001),
      CENTIMETER: u('cm', 0.01),
      DECIMETER: u('dm', 0.1),
      METER: u('m', 1),
      DEKAMETER: u('dam', 10),
      HECTOMETER: u('hm', 100),
      KILOMETER: u('km', 1000),
      MIL: u('mil', 0.0000254),
      INCH: u('in', 0.0254),
      FOOT: u('ft', 0.3048),
      YARD: u('yd', 0.9144),
      CHAIN: u('ch', 20.1168),
      FURLONG: u('fur', 201.168),
      MILE: u('mi', 1609.344),
    },
  },
  Weight: {
    standard: 'KILOGRAM',
    units: {
      MICROGRAM: u('µg', 1e-9),
      MILLIGRAM: u('mg', 1e-6),
      GRAM: u('g', 0.001),
      KILOGRAM: u('kg', 1),
      TON: u('t', 1000),
      GRAIN: u('gr', 0.00006479891),
      OUNCE: u('oz', 0.028349523125),
      POUND: u('lb', 0.45359237),
    },
  },
  Volume: {
    standard: 'CUBIC_METER',
    units: {
      CUBIC_MILLIMETER: u('mm³', 1e-9),
      CUBIC_CENTIMETER: u('cm³', 1e-6),
      MILLILITER: u('ml', 1e-6),
      CENTILITER: u('cl', 1e-5),
      DECILITER: u('dl', 1e-4),
      CUBIC_DECIMETER: u('dm³', 0.001),
      LITER: u('l', 0.001),
      CUBIC_METER: u('m³', 1),
      OUNCE: u('fl oz', 0.0000295735295625),
      PINT: u('pt', 0.000473176473),
      GALLON: u('gal', 0.003785411784),
      BARREL: u('bbl', 0.158987294928),
      CUBIC_INCH: u('in³', 0.000016387064),
      CUBIC_FOOT: u('ft³', 0.028316846592),
      CUBIC_YARD: u('yd³', 0.764554857984),
    },
  },
  Area: {
    standard: 'SQUARE_METER',
    units: {
      SQUARE_MILLIMETER: u('mm²', 1e-6),
      SQUARE_CENTIMETER: u('cm²', 1e-4),
      SQUARE_DECIMETER: u('dm²', 0.01),
      SQUARE_METER: u('m²', 1),
      CENTIARE: u('ca', 1),
      SQUARE_DEKAMETER: u('dam²', 100),
      ARE: u('a', 100),
      SQUARE_HECTOMETER: u('hm²', 10_000),
      HECTARE: u('ha', 10_000),
      SQUARE_KILOMETER: u('km²', 1_000_000),
      SQUARE_MIL: u('sq mil', 6.4516e-10),
      SQUARE_INCH: u('in²', 0.00064516),
      SQUARE_FOOT: u('ft²', 0.09290304),
      SQUARE_YARD: u('yd²', 0.83612736),
      ARPENT: u('arpent', 3418.89),
      ACRE: u('A', 4046.8564224),
      SQUARE_FURLONG: u('fur²', 40468.564224),
      SQUARE_MILE: u('mi²', 2589988.110336),
    },
  },
  Temperature: {
    standard: 'KELVIN',
    units: {
      CELSIUS: u('°C', 1, 273.15),
      FAHRENHEIT: u('°F', 5 / 9, 273.15 - (32 * 5) / 9),
      KELVIN: u('K', 1),
      RANKINE: u('°R', 5 / 9),
      REAUMUR: u('°Ré', 1.25, 273.15),
    },
  },
  Duration: {
    standard: 'SECOND',
    units: {
      MILLISECOND: u('ms', 0.001),
      SECOND: u('s', 1),
      MINUTE: u('min', 60),
      HOUR: u('h', 3600),
      DAY: u('d', 86_400),
      WEEK: u('week', 604_800),
      // A twelfth of a 365-day year.
      MONTH: u('month', 2_628_000),
      YEAR: u('year', 31_536_000),
    },
  },
  Frequency: {
    standard: 'HERTZ',
    units: {
      HERTZ: u('Hz', 1),
      KILOHERTZ: u('kHz', 1e3),
      MEGAHERTZ: u('MHz', 1e6),
      GIGAHERTZ: u('GHz', 1e9),
      TERAHERTZ: u('THz', 1e12),
    },
  },
  Power: {
    standard: 'WATT',
    units: {
      MILLIWATT: u('mW', 0.001),
      WATT: u('W', 1),
      KILOWATT: u('kW', 1e3),
      MEGAWATT: u('MW', 1e6),
      GIGAWATT: u('GW', 1e9),
      TERAWATT: u('TW', 1e12),
      HORSEPOWER: u('hp', 745.6998715822702),
    },
  },
  Voltage: {
    standard: 'VOLT',
    units: {
      MILLIVOLT: u('mV', 0.001),
      CENTIVOLT: u('cV', 0.01),
      DECIVOLT: u('dV', 0.1),
      VOLT: u('V', 1),
      DEKAVOLT: u('daV', 10),
      HECTOVOLT: u('hV', 100),
      KILOVOLT: u('kV', 1000),
    },
  },
  ElectricCurrent: {
    standard: 'AMPERE',
    units: {
      MILLIAMPERE: u('mA', 0.001),
      CENTIAMPERE: u('cA', 0.01),
      DECIAMPERE: u('dA', 0.1),
      AMPERE: u('A', 1),
      DEKAMPERE: u('daA', 10),
      HECTOAMPERE: u('hA', 100),
      KILOAMPERE: u('kA', 1000),
    },
  },
  ElectricCharge: {
    standard: 'AMPEREHOUR',
    units: {
      MILLIAMPEREHOUR: u('mAh', 0.001),
      AMPEREHOUR: u('Ah', 1),
      COULOMB: u('C', 1 / 3600),
      KILOCOULOMB: u('kC', 1000 / 3600),
    },
  },
  Resistance: {
    standard: 'OHM',
    units: {
      MILLIOHM: u('mΩ', 0.001),
      OHM: u('Ω', 1),
      KILOHM: u('kΩ', 1e3),
      MEGOHM: u('MΩ', 1e6),
    },
  },
  Energy: {
    standard: 'JOULE',
    units: {
      JOULE: u('J', 1),
      KILOJOULE: u('kJ', 1e3),
      MEGAJOULE: u('MJ', 1e6),
      CALORIE: u('cal', 4.184),
      KILOCALORIE: u('kcal', 4184),
      WATT_HOUR: u('Wh', 3600),
      KILOWATT_HOUR: u('kWh', 3_600_000),
    },
  },
  Speed: {
    standard: 'METER_PER_SECOND',
    units: {
      METER_PER_SECOND: u('m/s', 1),
      METER_PER_MINUTE: u('m/min', 1 / 60),
      METER_PER_HOUR: u('m/h', 1 / 3600),
      KILOMETER_PER_HOUR: u('km/h', 1000 / 3600),
      FOOT_PER_SECOND: u('ft/s', 0.3048),
      FOOT_PER_HOUR: u('ft/h', 0.3048 / 3600),
      YARD_PER_HOUR: u('yd/h', 0.9144 / 3600),
      MILE_PER_HOUR: u('mi/h', 1609.344 / 3600),
      KNOT: u('kn', 1852 / 3600),
    },
  },
  Pressure: {
    standard: 'BAR',
    units: {
      PASCAL: u('Pa', 1e-5),
      HECTOPASCAL: u('hPa', 1e-3),
      KILOPASCAL: u('kPa', 0.01),
      MILLIBAR: u('mbar', 1e-3),
      BAR: u('bar', 1),
      ATM: u('atm', 1.01325),
      PSI: u('psi', 0.0689475729317831),
      TORR: u('Torr', 1.01325 / 760),
      MMHG: u('mmHg', 0.00133322387415),
    },
  },
  Binary: {
    standard: 'BYTE',
    units: {
      BIT: u('b', 0.125),
      BYTE: u('B', 1),
      KILOBYTE: u('kB', 1024),
      MEGABYTE: u('MB', 1024 ** 2),
      GIGABYTE: u('GB', 1024 ** 3),
      TERABYTE: u('TB', 1024 ** 4),
      PETABYTE: u('PB', 1024 ** 5),
    },
  },
  Resolution: {
    standard: 'DOT_PER_INCH',
    units: {
      DOT_PER_INCH: u('dpi', 1),
      DOT_PER_CENTIMETER: u('dpcm', 2.54),
      PIXEL_PER_INCH: u('ppi', 1),
      PIXEL_PER_CENTIMETER: u('ppcm', 2.54),
    },
  },
  Angle: {
    standard: 'RADIAN',
    units: {
      MICRORADIAN: u('µrad', 1e-6),
      MILLIRADIAN: u('mrad', 0.001),
      RADIAN: u('rad', 1),
      DEGREE: u('°', PI / 180),
      MINUTE_OF_ARC: u('′', PI / 10_800),
      SECOND_OF_ARC: u('″', PI / 648_000),
      GRADIAN: u('gon', PI / 200),
      REVOLUTION: u('rev', 2 * PI),
    },
  },
} as const satisfies Record<string, MeasurementFamily>;

export type UnitFamily = keyof typeof MEASUREMENT_FAMILIES;
export const UNIT_FAMILIES = Object.keys(MEASUREMENT_FAMILIES) as [UnitFamily, ...UnitFamily[]];

/** The unit codes of a family, in the table's order. */
export const unitsOf = (family: UnitFamily): string[] =>
  Object.keys(MEASUREMENT_FAMILIES[family].units);

export const isUnitOf = (family: UnitFamily, unit: string): boolean =>
  Object.hasOwn(MEASUREMENT_FAMILIES[family].units, unit);

/** An amount in `unit` expressed in the family's standard unit (values compare in it). */
export function toStandardUnit(family: UnitFamily, unit: string, amount: number): number {
  const units: Record<string, MeasurementUnit> = MEASUREMENT_FAMILIES[family].units;
  const { factor, offset = 0 } = units[unit]!;
  return amount * factor + offset;
}
