import { DomainError } from '../common/errors/domain-errors';

/** Sends a signed-out visitor of a page to the login page, and back here afterwards. */
export class SignInRedirect extends DomainError {
  readonly status = 303;
  readonly code = 'sign_in_required';

  constructor(returnTo: string) {
    super('Sign in to continue.');
    this.headers.Location = `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
  }
}

/**
 * Where to go after signing in. Only a path on this site is accepted (not `//evil.example` nor
 * `/\evil.example`, which browsers read as another host), so the login page is no open redirect.
 */
export function safeReturnTo(value: unknown): string {
  // Long enough for an authorization request with a 2048-character state (see authorize-request.ts).
  if (typeof value !== 'string' || value.length > 8192) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  return value;
}
