import { createServer, Server } from 'node:http';
import { isPublicAddress } from './address-policy';
import { FetchFailedError, guardedFetch, UnsafeUrlError } from './guarded-fetch';

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '224.0.0.1', '::127.0.0.1', '::7f00:1', '::a00:1', '100::1'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));
});

/**
 * The fetch guard against a local server. The first hop has to be let through for a redirect to be
 * seen at all (every address here is loopback), so these specs give the guard a policy that admits
 * exactly the test server's address and nothing else, and a resolver of their own for names.
 */
describe('guardedFetch', () => {
  let server: Server;
  let origin: string;
  const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {};

  beforeAll(async () => {
    server = createServer((req, res) => (routes[req.url ?? ''] ?? ((r) => r.writeHead(200).end('ok')))(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const redirectTo = (location: string) => (res: import('node:http').ServerResponse) => res.writeHead(302, { location }).end();
  const onlyTheTestServer = guardedFetch({
    allowPrivateHosts: false,
    permits: (address) => address === '127.0.0.1',
    lookup: (host, _o, cb) => cb(null, host === 'intranet.test' ? [{ address: '10.0.0.5', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]),
  });

  it('follows a redirect that stays allowed', async () => {
    routes['/hop'] = redirectTo('/final');
    routes['/final'] = (res) => res.writeHead(200).end('arrived');
    const res = await onlyTheTestServer(`${origin}/hop`);
    expect(await res.text()).toBe('arrived');
  });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['a private address', 'http://10.0.0.1/'],
    ['a name resolving to a private address', 'http://intranet.test/feed.ics'],
  ])('refuses a redirect to %s', async (_what, target) => {
    routes['/evil'] = redirectTo(target);
    await expect(onlyTheTestServer(`${origin}/evil`)).rejects.toThrow(UnsafeUrlError);
  });

  it('hands the redirect back with redirect: manual (CalDAV discovery), and caps the hops', async () => {
    routes['/manual'] = redirectTo('/final');
    expect((await onlyTheTestServer(`${origin}/manual`, { redirect: 'manual' })).status).toBe(302);
    routes['/loop'] = redirectTo('/loop');
    await expect(onlyTheTestServer(`${origin}/loop`)).rejects.toThrow(/More than 5 redirects/);
  });

  it('drops the Authorization header on a redirect to another origin', async () => {
    let seen: string | undefined = 'unset';
    const other = createServer((req, res) => {
      seen = req.headers.authorization;
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    routes['/away'] = redirectTo(`http://localhost:${(other.address() as { port: number }).port}/`);
    await onlyTheTestServer(`${origin}/away`, { headers: { authorization: 'Basic c2VjcmV0' } });
    await new Promise<void>((resolve) => other.close(() => resolve()));
    expect(seen).toBeUndefined();
  });

  it('stops an answer past the size cap, and one that does not finish in time', async () => {
    routes['/big'] = (res) => res.writeHead(200).end(Buffer.alloc(2048, 'a'));
    const small = guardedFetch({ allowPrivateHosts: true, maxBytes: 1024 });
    await expect(small(`${origin}/big`)).rejects.toThrow(/larger than/);
    const responses: import('node:http').ServerResponse[] = [];
    routes['/slow'] = (res) => {
      res.writeHead(200);
      res.write('partial');
      responses.push(res); // never ended
    };
    const impatient = guardedFetch({ allowPrivateHosts: true, timeoutMs: 200 });
    await expect(impatient(`${origin}/slow`)).rejects.toThrow(FetchFailedError);
    responses.forEach((r) => r.destroy());
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const open = guardedFetch({ allowPrivateHosts: true });
    await expect(open('file:///etc/passwd')).rejects.toThrow(UnsafeUrlError);
    await expect(open(`http://user:pass@127.0.0.1/`)).rejects.toThrow(/user name or password/);
  });
});
