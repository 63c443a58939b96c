import { QueryFailedError } from 'typeorm';

/** Whether a query failed because the named constraint refused it. */
export function violates(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return (error.driverError as { constraint?: string }).constraint === constraint;
}
