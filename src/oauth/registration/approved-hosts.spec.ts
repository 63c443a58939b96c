import { ValidationError } from '../../common/errors/domain-errors';
import { checkHosts, hostApproved } from './approved-hosts';

const approved = (entries: string[], url: string) => hostApproved(entries, new URL(url));

describe('autoApproveHosts', () => {
  it('matches a whole hostname, never a suffix or a subdomain', () => {
    expect(approved(['agents.example.com'], 'https://agents.example.com/a.json')).toBe(true);
    expect(approved(['agents.example.com'], 'https://AGENTS.example.com/a.json')).toBe(true);
    expect(approved(['example.com'], 'https://evil-example.com/a.json')).toBe(false);
    expect(approved(['example.com'], 'https://a.example.com/a.json')).toBe(false);
    expect(approved(['example.com'], 'https://example.com.evil.test/a.json')).toBe(false);
  });

  it('takes subdomains only when written as *.host', () => {
    expect(approved(['*.example.com'], 'https://a.example.com/a.json')).toBe(true);
    expect(approved(['*.example.com'], 'https://b.a.example.com/a.json')).toBe(true);
    expect(approved(['*.example.com'], 'https://example.com/a.json')).toBe(false);
    expect(approved(['*.example.com'], 'https://badexample.com/a.json')).toBe(false);
  });

  it('approves another port only when the entry names it', () => {
    expect(approved(['127.0.0.1'], 'https://127.0.0.1:8443/a.json')).toBe(false);
    expect(approved(['127.0.0.1:8443'], 'https://127.0.0.1:8443/a.json')).toBe(true);
    expect(approved(['127.0.0.1:8443'], 'https://127.0.0.1:9443/a.json')).toBe(false);
    expect(approved(['127.0.0.1:8443'], 'https://127.0.0.1/a.json')).toBe(false);
    expect(approved(['agents.example.com:443'], 'https://agents.example.com/a.json')).toBe(true);
  });

  it('checks entries when the policy is saved', () => {
    expect(checkHosts([' Agents.Example.com ', 'agents.example.com', '*.example.org', 'host:8443', '*'])).toEqual(['agents.example.com', '*.example.org', 'host:8443', '*']);
    for (const bad of ['https://example.com', 'example.com/path', 'host:0', 'host:70000', '*example.com', 'a.*.com', '[::1]']) {
      expect(() => checkHosts([bad])).toThrow(ValidationError);
    }
  });
});
