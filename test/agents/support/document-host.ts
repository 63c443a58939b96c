import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';

/** What a path answers: a document (JSON), or a status with no document. */
export type Answer = { document: Record<string, unknown> } | { status: number };

/**
 * An https host serving Client ID Metadata Documents, with a certificate made here: by default each
 * path answers a valid document whose `client_id` is its own URL (so any number of distinct
 * clients live on one host); `answers` overrides a path. It counts the fetches of each path.
 *
 * The server under test fetches the documents in this process, so the certificate is trusted by
 * adding it to this process's https agent (NODE_EXTRA_CA_CERTS is read only at start-up).
 */
export async function documentHost(redirectUri: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cimd-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const originalCa = globalAgent.options.ca;
  globalAgent.options.ca = [...rootCertificates, cert];
  const answers = new Map<string, Answer>();
  const fetches = new Map<string, number>();
  const userAgents = new Set<string>();
  let origin = '';
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (req, res) => {
    const path = req.url ?? '/';
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    userAgents.add(req.headers['user-agent'] ?? '(none)');
    const answer = answers.get(path) ?? { document: { client_id: `${origin}${path}`, client_name: 'Hosted Agent', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' } };
    if ('status' in answer) return res.writeHead(answer.status).end();
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(answer.document));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    url: (path: string) => `${origin}${path}`,
    answers,
    fetchesOf: (path: string) => fetches.get(path) ?? 0,
    /** Every User-Agent the fetches came with. */
    userAgents,
    async close() {
      globalAgent.options.ca = originalCa;
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
