import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What this server calls itself when it fetches a URL someone gave it (a metadata document, a
 * calendar feed, a webhook receiver): `<product>/<version>`, from the project's package.json, so
 * the operator of the other end can tell our requests from a scanner's and knows which release
 * sent them. Found by walking up from this file: the sources, the build and the tests' build sit at
 * different depths under the project.
 */
export const OUTBOUND_USER_AGENT: string = (() => {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string };
      return `${name}/${version}`;
    }
    if (dirname(dir) === dir) return 'scheduling-oauth-server';
  }
})();
