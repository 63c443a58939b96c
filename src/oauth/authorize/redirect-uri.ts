/** `http://127.0.0.1` or `http://[::1]`, with an optional port, up to the path. */
const LOOPBACK_IP = /^http:\/\/(127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?(?=[/?]|$)/;

/**
 * Whether a requested redirect URI is one of the registered ones. The comparison is exact, as
 * strings (RFC 9700 §4.1.3): no trailing-slash, case, query or path leniency. The one exception is
 * RFC 8252 §7.3: for a loopback IP address, a native app picks a free port at run time, so the port
 * may differ from the registered one.
 */
export function isRegisteredRedirectUri(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  const portless = withoutLoopbackPort(requested);
  return portless !== null && registered.some((uri) => withoutLoopbackPort(uri) === portless);
}

/**
 * Whether a redirect URI goes back to the person's own machine (RFC 8252 §7.3, and `localhost`,
 * which RFC 8252 §8.3 discourages but native agents use): an error sent there reaches the program
 * waiting for it, and can be sent nowhere else.
 */
export function isLoopbackRedirectUri(uri: string): boolean {
  return withoutLoopbackPort(uri) !== null || /^http:\/\/localhost(?::\d{1,5})?(?=[/?]|$)/.test(uri);
}

function withoutLoopbackPort(uri: string): string | null {
  const match = LOOPBACK_IP.exec(uri);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) return null;
  return `http://${match[1]}${uri.slice(match[0].length)}`;
}

/**
 * Adds parameters to a redirect URI, keeping the query it already has exactly as registered
 * (RFC 6749 §3.1.2): the new ones are appended, the existing string is not re-encoded. A space is
 * written `%20`, which every form decoder reads as `+` is read, and which an app that shows a
 * parameter undecoded (an `error_description`) shows as a space, not a plus.
 */
export function withParams(redirectUri: string, params: Record<string, string | undefined>): string {
  // URLSearchParams writes a literal plus as %2B, so each remaining "+" is a space.
  const added = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString().replace(/\+/g, '%20');
  if (!added) return redirectUri;
  const separator = !redirectUri.includes('?') ? '?' : redirectUri.endsWith('?') || redirectUri.endsWith('&') ? '' : '&';
  return `${redirectUri}${separator}${added}`;
}
