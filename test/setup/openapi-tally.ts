import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TALLY_DIR_ENV } from './openapi-recorder';

interface FileTally {
  file: string;
  validated: number;
  outside: number;
  operations: string[];
  mismatches: string[];
}

/** Sums the test files' tallies and prints them: the run's account of the OpenAPI validation. */
export function printOpenApiTally(): void {
  const dir = process.env[TALLY_DIR_ENV];
  if (!dir) return;
  const files: FileTally[] = readdirSync(dir).flatMap((name) =>
    readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FileTally),
  );
  rmSync(dir, { recursive: true, force: true });
  const validated = files.reduce((n, f) => n + f.validated, 0);
  const outside = files.reduce((n, f) => n + f.outside, 0);
  const operations = new Set(files.flatMap((f) => f.operations));
  const mismatches = files.flatMap((f) => f.mismatches.map((m) => `${f.file.replace(/^.*\/test\//, 'test/')}: ${m}`));
  const lines = [
    '',
    `OpenAPI: ${validated} responses validated against /docs/openapi.json, covering ${operations.size} operations` +
      ` (${outside} responses to pages and other routes outside the document were not checked).`,
    ...(mismatches.length > 0 ? [`OpenAPI: ${mismatches.length} mismatches (report mode):`, ...mismatches.map((m) => `  ${m}`)] : []),
    '',
  ];
  process.stdout.write(lines.join('\n'));
}
