import { flushTally, takeMismatches } from './openapi-recorder';

/**
 * Fails the test during which the app sent a response that `/docs/openapi.json` does not describe
 * (see openapi-recorder.ts). `OPENAPI_VALIDATION=report` lists them at the end of the run instead,
 * to see them all at once while documenting.
 */
const reportOnly = process.env.OPENAPI_VALIDATION === 'report';
const reported: string[] = [];

function assertNoMismatch(when: string): void {
  const mismatches = takeMismatches();
  if (mismatches.length === 0) return;
  if (reportOnly) {
    reported.push(...mismatches);
    return;
  }
  throw new Error(`${mismatches.length} response(s) ${when} do not match /docs/openapi.json:\n  ${mismatches.join('\n  ')}`);
}

afterEach(() => assertNoMismatch('in this test'));

afterAll(() => {
  flushTally(expect.getState().testPath ?? 'unknown', reported.splice(0));
  assertNoMismatch('in this file’s hooks');
});
