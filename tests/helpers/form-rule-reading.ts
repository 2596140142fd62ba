import * as z from 'zod/mini';

/** What a form shows for a value, as the web's fieldRule reads a schema: its first message, or the value it reads. */
export function read(schema: z.ZodMiniType, value: unknown): { value: unknown } | { message: string } {
  const result = z.safeParse(schema, value);
  return result.success ? { value: result.data } : { message: result.error.issues[0].message };
}

/** The schema's first message for a value, or undefined when the value passes. */
export function problem(schema: z.ZodMiniType, value: unknown): string | undefined {
  const reading = read(schema, value);
  return 'message' in reading ? reading.message : undefined;
}
