import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What this server calls itself when it fetches a URL someone gave it (a metadata document, a
 * calendar feed, a webhook receiver): `<product>/<version>`, from package.json, so the operator
 * of the other end can tell our requests from a scanner's and knows which release sent them.
 * `src/` and `dist/` sit at the same depth under the project, so one relative path serves both.
 */
export const OUTBOUND_USER_AGENT: string = (() => {
  const { name, version } = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { name: string; version: string };
  return `${name}/${version}`;
})();
