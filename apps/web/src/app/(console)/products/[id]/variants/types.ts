import type { RouterOutputs } from '@/lib/api/router';

export type Variant = RouterOutputs['variants']['list']['items'][number];

/** An axis of the product's variant family with the options a variant may take. */
export interface Axis {
  code: string;
  name: string;
  level: number;
  options: { value: string; label: string }[];
}

export interface VariantSetup {
  variants: Variant[];
  total: number;
  axes: Axis[];
}
