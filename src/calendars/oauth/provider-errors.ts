import { FetchFailedError, UnsafeUrlError } from '../../common/net/guarded-fetch';
import { CalendarAccessError, ReconnectNeededError } from '../providers/calendar-provider';

/**
 * Turns what a provider library threw into our words: the libraries' own messages quote server
 * answers (and sometimes request details), which are neither safe nor useful to show the person.
 * `refused` says whether the error means the provider no longer accepts our authorization.
 */
export function providerFailure(name: string, error: unknown, refused: (error: unknown) => boolean): Error {
  if (error instanceof CalendarAccessError || error instanceof UnsafeUrlError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof UnsafeUrlError) return cause;
  if (error instanceof FetchFailedError || cause instanceof FetchFailedError) {
    return new CalendarAccessError(`${name} could not be reached: ${(cause instanceof FetchFailedError ? cause : (error as Error)).message}`);
  }
  if (refused(error)) return reconnectNeeded(name);
  const status = httpStatusOf(error);
  return new CalendarAccessError(status ? `${name} refused the request (HTTP ${status}).` : `${name} could not be used (an unexpected answer).`);
}

export const reconnectNeeded = (name: string) =>
  new ReconnectNeededError(`${name} no longer accepts this connection (access was revoked or has expired). Connect it again.`);

/** The HTTP status in the shapes the libraries use: gaxios (`status`, `response.status`), Graph (`statusCode`). */
export function httpStatusOf(error: unknown): number | undefined {
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } } | null;
  for (const value of [e?.response?.status, e?.status, e?.statusCode]) if (typeof value === 'number' && value >= 100) return value;
  return undefined;
}
