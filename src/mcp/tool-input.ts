import type { ClassConstructor } from 'class-transformer';
import { getMetadataStorage, IS_ISO8601 } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import { parseInput } from '../common/validation/parse-input';
import { ValidationError } from '../common/errors/domain-errors';

// Where class-transformer keeps the `@Type(() => Nested)` declarations; it exports them no other way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

/** The metadata key of `@ApiProperty` (the API documentation's description of a field). */
const API_PROPERTY = 'swagger/apiModelProperties';

/** A JSON Schema object, as `tools/list` publishes a tool's `inputSchema`. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $ref?: string;
  [key: string]: unknown;
}

/**
 * A tool's input: the JSON Schema clients see and the parse that decides, both from one DTO (the
 * REST route's, or one made for the tool). The DTO decides, so a tool refuses bad arguments with
 * exactly the messages the REST route's 422 has; the schema is read off the same DTO's validation
 * rules (types, lengths, ranges, patterns, enums, which fields are required, nested objects) and
 * its API documentation (descriptions, which fields may be null), so no rule is written twice.
 */
export interface ToolInput<T extends object> {
  /** What `tools/list` publishes (`inputSchema`). */
  jsonSchema: JsonSchema & { type: 'object' };
  parse(args: unknown): T;
}

/**
 * `notes`: words for an agent about a field (where a date is read in which time zone, what comes
 * next), added to the field's description; never a rule.
 */
export function toolInput<T extends object>(dto: ClassConstructor<T>, notes: Partial<Record<keyof T & string, string>> = {}): ToolInput<T> {
  const schema = objectSchemaOf(dto);
  for (const [field, note] of Object.entries(notes) as [string, string][]) {
    const property = schema.properties?.[field];
    if (!property) throw new Error(`Tool input note for ${field}, which ${dto.name} does not have`);
    property.description = property.description ? `${property.description}. ${note}` : note;
  }
  return { jsonSchema: schema, parse: (args) => parseInput(dto, args ?? {}) };
}

/**
 * A tool that takes no arguments: anything sent is refused, with the words the DTO pipe uses for an
 * unknown field, without running a validator over an empty object (a third of what a `get_profile`
 * call cost beyond the REST route it wraps).
 */
export function noArguments(): ToolInput<NoArguments> {
  return {
    jsonSchema: { type: 'object', properties: {}, additionalProperties: false },
    parse: (args) => {
      const sent = Object.keys((args ?? {}) as object);
      if (sent.length > 0) throw new ValidationError(sent.map((key) => `property ${key} should not exist`).join('; '));
      return {};
    },
  };
}

/** What a tool without arguments is given. */
export type NoArguments = Record<string, never>;

/**
 * The schema of one class's validation rules (its own and its ancestors'), nested classes as
 * references. Read per class, not from every class the validator knows: classes are told apart by
 * identity, never by name.
 */
function schemaOfClass(dto: ClassConstructor<object>): JsonSchema {
  return targetConstructorToSchema(dto, {
    // The validator's rules as they are now (the package's default is the storage of when it loaded).
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/definitions/',
    // ISO 8601 allows a date and time without an offset (read in the request's time zone), which
    // JSON Schema's `date-time` refuses: the description says what is meant instead.
    additionalConverters: { [IS_ISO8601]: { type: 'string' } },
  }) as JsonSchema;
}

/**
 * The class's schema, self-contained: nested DTOs written in place (a tool's `inputSchema` has no
 * place for shared definitions), no field beyond those declared (the pipe refuses them), each
 * field's description and nullability from the API documentation decorators.
 */
function objectSchemaOf(dto: ClassConstructor<object>): JsonSchema & { type: 'object' } {
  const { properties = {}, required } = schemaOfClass(dto);
  const written: Record<string, JsonSchema> = {};
  for (const [field, property] of Object.entries(properties)) written[field] = documented(dto, field, inline(dto, field, property));
  return { type: 'object', properties: written, ...(required?.length ? { required: [...required] } : {}), additionalProperties: false };
}

/** A field whose value is a nested DTO (or a list of them), written in place from its class. */
function inline(dto: ClassConstructor<object>, field: string, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref ?? schema.items?.$ref;
  if (ref === undefined) return structuredClone(schema);
  const nested = defaultMetadataStorage.findTypeMetadata(dto, field)?.typeFunction() as ClassConstructor<object> | undefined;
  if (nested === undefined || `#/definitions/${nested.name}` !== ref) throw new Error(`${dto.name}.${field}: its nested class is not declared with @Type`);
  const { $ref: _ref, not: _notNull, items, ...rest } = structuredClone(schema);
  return items ? { ...rest, items: objectSchemaOf(nested) } : { ...rest, ...objectSchemaOf(nested) };
}

/** The field's description, and `null` allowed where the API documentation says it may be null. */
function documented(dto: ClassConstructor<object>, field: string, schema: JsonSchema): JsonSchema {
  const api = Reflect.getMetadata(API_PROPERTY, dto.prototype, field) as { description?: string; nullable?: boolean } | undefined;
  const result: JsonSchema = { ...schema };
  if (api?.description) result.description = api.description;
  if (api?.nullable && typeof result.type === 'string') result.type = [result.type, 'null'];
  return result;
}
