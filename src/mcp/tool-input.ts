import { z } from 'zod';
import type { ClassConstructor } from 'class-transformer';
import { parseInput } from '../common/api/parse-input';
import { ValidationError } from '../common/errors/domain-errors';

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
  return { described, jsonSchema: jsonSchemaOf(described), parse: (args) => parseInput(dto, args ?? {}) };
}

function jsonSchemaOf(described: z.ZodObject): ToolInput<object>['jsonSchema'] {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(described, { io: 'input', target: 'draft-7' }) as ToolInput<object>['jsonSchema'];
  return jsonSchema;
}

/**
 * A tool that takes no arguments: anything sent is refused, with the words the DTO pipe uses for an
 * unknown field, without running a validator over an empty object (a third of what a `get_profile`
 * call cost beyond the REST route it wraps).
 */
export function noArguments(): ToolInput<NoArguments> {
  const described = z.object({}).strict();
  return {
    described,
    jsonSchema: jsonSchemaOf(described),
    parse: (args) => {
      const sent = Object.keys((args ?? {}) as object);
      if (sent.length > 0) throw new ValidationError(sent.map((key) => `property ${key} should not exist`).join('; '));
      return {};
    },
  };
}

/** What a tool without arguments is given. */
export type NoArguments = Record<string, never>;

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
