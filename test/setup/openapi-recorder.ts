import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { OpenApiValidator, type RecordedResponse } from './openapi-validator';

/**
 * Every response a test app sends is checked against that app's `/docs/openapi.json`, whoever sent
 * the request (supertest, fetch, an OAuth library, a browser). `createTestApp` installs this; the
 * hooks in `openapi-assertions.ts` fail the test that received a mismatch, and the global teardown
 * prints how many responses were validated in the whole run.
 */
export const TALLY_DIR_ENV = 'OPENAPI_TALLY_DIR';

const tally = { validated: 0, outside: 0, operations: new Set<string>(), mismatches: [] as string[] };

/** Installs the recorder; returns the function to call once the app serves its document. */
export function recordResponses(app: NestExpressApplication): (url: string) => Promise<void> {
  let validator: OpenApiValidator | undefined;
  // Answers to requests with `cal-api-version` are in the hosted product's shapes: its own document describes them.
  let hostedValidator: OpenApiValidator | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), write(chunk, ...rest))) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => (keep(chunk, rest[0]), end(chunk, ...rest))) as Response['end'];
    res.on('finish', () => {
      if (!validator || req.method === 'HEAD' || req.method === 'OPTIONS') return;
      check(req.headers['cal-api-version'] !== undefined ? hostedValidator! : validator, {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        headers: res.getHeaders() as Record<string, unknown>,
        body: Buffer.concat(chunks),
      });
    });
    next();
  });
  return async (url: string) => {
    const document = (await (await fetch(`${url}/docs/openapi.json`)).json()) as Record<string, unknown>;
    validator = new OpenApiValidator(document);
    hostedValidator = new OpenApiValidator((await (await fetch(`${url}/docs/hosted-api.json`)).json()) as Record<string, unknown>);
  };
}

function check(validator: OpenApiValidator, response: RecordedResponse): void {
  let verdict;
  try {
    verdict = validator.check(response);
  } catch (error) {
    verdict = { kind: 'invalid' as const, operation: `${response.method} ${response.path}`, problems: [`the validator failed: ${(error as Error).message}`] };
  }
  if (verdict.kind === 'outside') {
    tally.outside += 1;
    return;
  }
  tally.validated += 1;
  tally.operations.add(verdict.operation);
  if (verdict.kind === 'invalid') {
    tally.mismatches.push(`${response.method} ${response.path} → ${response.status} (${verdict.operation}):\n    ${verdict.problems.join('\n    ')}`);
  }
}

/** The mismatches recorded since the last call. */
export function takeMismatches(): string[] {
  return tally.mismatches.splice(0);
}

/** Adds this test file's counts to the run's tally (one line per file, summed by the global teardown). */
export function flushTally(file: string, reportedMismatches: string[]): void {
  const dir = process.env[TALLY_DIR_ENV];
  if (!dir) return;
  const line = { file, validated: tally.validated, outside: tally.outside, operations: [...tally.operations], mismatches: reportedMismatches };
  appendFileSync(join(dir, `${process.pid}.jsonl`), JSON.stringify(line) + '\n');
  tally.validated = 0;
  tally.outside = 0;
  tally.operations.clear();
}
