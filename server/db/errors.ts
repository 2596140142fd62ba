import { QueryFailedError } from 'typeorm';

function pgCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
/** An exclusion constraint refused the row (e.g. two booking holds of one person that overlap). */
export const isExclusionViolation = (error: unknown) => pgCode(error) === '23P01';
/** A check refused the row: a CHECK constraint, or a trigger raising check_violation under a constraint's name. */
export const isCheckViolation = (error: unknown, constraint: string) =>
  pgCode(error) === '23514' && (error as QueryFailedError & { driverError: { constraint?: string } }).driverError.constraint === constraint;
