import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A guide of the repository's `docs/` that the server shows as a page. */
export interface Guide {
  /** Its file in `docs/`. */
  file: string;
  /** Where the server shows it. */
  path: string;
  /** Its name in the guides' navigation. */
  label: string;
}

/** What a third party needs: how to build an app, and what each route needs. */
export const GUIDES: readonly Guide[] = [
  { file: 'app-developers.md', path: '/docs/guide', label: 'Guide for app developers' },
  { file: 'scopes.md', path: '/docs/scopes', label: 'Routes and scopes' },
];

/** The API reference (Swagger UI), beside the guides. */
export const API_REFERENCE_PATH = '/docs';

/** Pages of this server that the guides name in code spans (`/settings/apps`): shown as links to them. */
const PAGES = new Set([API_REFERENCE_PATH, '/docs/openapi.json', '/auth/signup', '/settings/apps', '/settings/developer/oauth-clients']);

/**
 * Where a link of a guide (`scopes.md#by-scope`, `docs/scopes.md`) or a page it names leads on this
 * server; undefined for anything else (left as written).
 */
export function guideLink(target: string): string | undefined {
  if (PAGES.has(target)) return target;
  const [file, fragment] = target.replace(/^(\.\/|docs\/)/, '').split('#', 2);
  const guide = GUIDES.find((g) => g.file === file);
  return guide ? `${guide.path}${fragment ? `#${fragment}` : ''}` : undefined;
}

/**
 * The repository's `docs/` folder: the server runs from `src/` (ts-node, the tests) or from a build
 * (`dist/`, whose depth differs), so it is looked up from here to the first folder holding both the
 * package and the guides. Undefined when the server was installed without them.
 */
export function findDocsFolder(from = __dirname): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'docs', GUIDES[0].file))) return join(dir, 'docs');
    if (dirname(dir) === dir) return undefined;
  }
}
