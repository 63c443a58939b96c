/** Query parameters whose values are credentials, or bind a credential to a client. */
const SENSITIVE = new Set([
  'code',
  'state',
  'access_token',
  'refresh_token',
  'token',
  'client_secret',
  'code_verifier',
  'password',
  'secret',
]);

/** The URL with credential values in its query replaced, for logging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SENSITIVE.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    } else if (key === 'returnTo') {
      // The login page's way back carries the URL the visitor was on, credentials in its query included.
      const inner = params.get(key)!;
      const redacted = redactUrl(inner);
      if (redacted !== inner) {
        params.set(key, redacted);
        changed = true;
      }
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}
