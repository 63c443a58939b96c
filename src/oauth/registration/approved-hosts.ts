import { ValidationError } from '../../common/errors/domain-errors';

/** A hostname as DNS writes it (lowercase labels). */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** An entry: `*`, or a hostname, optionally `*.`-prefixed, optionally with `:port`. */
const ENTRY = /^(\*\.)?([^:]+)(?::(\d{1,5}))?$/;

/**
 * Entries of `autoApproveHosts`, lowercased, each once. Each is `*` (every self-registered
 * client), a hostname (`agents.example.com`), a hostname with a port (`agents.example.com:8443`),
 * or a wildcard written as such (`*.example.com`, its subdomains). IPv6 literals are not accepted:
 * a document host worth trusting has a name.
 */
export function checkHosts(hosts: readonly string[]): string[] {
  const cleaned = [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter((h) => h !== ''))];
  if (cleaned.length > 100) throw new ValidationError(`At most 100 hosts; ${cleaned.length} were given.`);
  const bad = cleaned.filter((h) => h !== '*' && !validEntry(h));
  if (bad.length > 0) {
    throw new ValidationError(
      `Not a host: ${bad.join(', ')}. Give host names (agents.example.com), with a port when it is not 443 (agents.example.com:8443), *.example.com for its subdomains, or * for every self-registered client.`,
    );
  }
  return cleaned;
}

function validEntry(entry: string): boolean {
  const match = ENTRY.exec(entry);
  if (!match || !HOSTNAME.test(match[2])) return false;
  return match[3] === undefined || (Number(match[3]) >= 1 && Number(match[3]) <= 65535);
}

/**
 * Whether a metadata document's URL is on an approved host. A whole hostname must match (never a
 * suffix: `example.com` does not approve `evil-example.com` or `a.example.com`); `*.example.com`
 * approves the subdomains of example.com, not example.com itself. An entry without a port approves
 * the default port only (document URLs are https, so 443): another port on the same name may be
 * another program, and is approved only when written (`host:8443`).
 */
export function hostApproved(entries: readonly string[], url: URL): boolean {
  const hostname = url.hostname.toLowerCase();
  const port = url.port === '' ? null : url.port;
  return entries.some((entry) => {
    const match = ENTRY.exec(entry);
    if (!match) return false;
    const [, wildcard, name, entryPort] = match;
    // URL parsing drops an https URL's default port, so `host:443` is the same as `host`.
    if ((entryPort === undefined || entryPort === '443' ? null : entryPort) !== port) return false;
    return wildcard ? hostname.endsWith(`.${name}`) : hostname === name;
  });
}
