import type { ValueTransformer } from 'typeorm';

/** bigint columns (ngwee) arrive from pg as strings; amounts stay far below 2^53, so numbers are exact. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
