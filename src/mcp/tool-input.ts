import { IsEmpty } from 'class-validator';
import { z } from 'zod';
import type { ClassConstructor } from 'class-transformer';
import { parseInput } from '../common/api/parse-input';

/**
 * A tool's input: the JSON Schema clients see (written as zod, turned into JSON Schema once), and
 * the REST DTO that validates it. The two say the same; the DTO decides, so a tool refuses bad
 * arguments with exactly the messages the REST route's 422 has, and no rule is written twice.
 */
export interface ToolInput<T extends object> {
  described: z.ZodObject;
  /** What `tools/list` publishes (`inputSchema`). */
  jsonSchema: { type: 'object'; properties?: Record<string, object>; required?: string[]; [key: string]: unknown };
  parse(args: unknown): T;
}

export function toolInput<T extends object>(dto: ClassConstructor<T>, shape: z.ZodRawShape): ToolInput<T> {
  const described = z.object(shape).strict();
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(described, { io: 'input', target: 'draft-7' }) as ToolInput<T>['jsonSchema'];
  return { described, jsonSchema, parse: (args) => parseInput(dto, args ?? {}) };
}

/** A tool that takes no arguments (an unknown one is refused, as on a REST route). */
export class NoArgumentsDto {
  // class-validator refuses to check a class without a single rule; this one is never worth sending.
  @IsEmpty() readonly none?: never;
}

/** Input fields the tools share, as the REST DTOs declare them. */
export const fields = {
  take: z.number().int().min(1).max(250).optional().describe('How many (default 100, at most 250)'),
  skip: z.number().int().min(0).optional().describe('How many to skip (default 0)'),
  id: (what: string) => z.number().int().min(1).describe(`The id of ${what}`),
  timeZone: z.string().describe('An IANA time zone, e.g. Europe/Berlin'),
  isoDateOrDateTime: (description: string) => z.string().describe(`An ISO 8601 date or date and time. ${description}`),
  instant: (description: string) => z.string().describe(`An ISO 8601 date and time with an offset or Z. ${description}`),
  uid: z.string().min(1).max(100).regex(/^[\w-]+$/).describe('The booking uid'),
};
