import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** What the app answered, as the recorder saw it leave. */
export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

type Json = Record<string, unknown>;
interface Operation {
  template: string;
  method: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Record<string, Json>;
}

export type Verdict = { kind: 'outside' } | { kind: 'valid'; operation: string } | { kind: 'invalid'; operation: string; problems: string[] };

/**
 * Checks responses against the OpenAPI document with Ajv (JSON Schema, formats from ajv-formats):
 * the operation is found by method and path template, then the status must be documented (5xx may
 * fall back to `default`), the content type must be one the response lists (or no body where it
 * lists none), a JSON body must match its schema, and headers marked `required` must be there.
 * Requests the document does not describe (pages, assets, unknown routes) are left aside.
 */
export class OpenApiValidator {
  private readonly ajv: Ajv;
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(document: Json) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    // Schemas refer to `#/components/...`; they are compiled one by one, so point them at the document.
    this.ajv.addSchema({ $id: 'openapi.json', components: rewriteRefs((document.components ?? {}) as Json) });
    for (const [template, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
        const segments = template.split('/');
        this.operations.push({
          template,
          method: method.toUpperCase(),
          pattern: new RegExp('^' + segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escape(s))).join('/') + '/?$'),
          literalSegments: segments.filter((s) => !/^\{.+\}$/.test(s)).length,
          responses: operation.responses as Record<string, Json>,
        });
      }
    }
    // A literal segment wins over a parameter: /v2/schedules/default before /v2/schedules/{id}.
    this.operations.sort((a, b) => b.literalSegments - a.literalSegments);
  }

  /**
   * Problems of a webhook delivery (its body and headers) against the document's `webhooks` entry
   * for its trigger; empty when it matches. Not a response: what the server sends to receivers.
   */
  webhookMismatches(document: Json, trigger: string, body: unknown, headers: Record<string, unknown>): string[] {
    const entry = (document.webhooks as Record<string, { post: Json }> | undefined)?.[trigger]?.post;
    if (!entry) return [`no webhooks entry for ${trigger}`];
    const schema = ((entry.requestBody as Json).content as Record<string, { schema: Json }>)['application/json'].schema;
    const validate = this.ajv.compile(rewriteRefs(schema));
    const problems = validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || 'body'} ${e.message}`);
    for (const p of entry.parameters as { name: string; required?: boolean }[]) if (p.required && headers[p.name] === undefined) problems.push(`header ${p.name} missing`);
    return problems;
  }

  get operationNames(): string[] {
    return this.operations.map((o) => `${o.method} ${o.template}`);
  }

  check(response: RecordedResponse): Verdict {
    const operation = this.operations.find((o) => o.method === response.method && o.pattern.test(response.path));
    if (!operation) return { kind: 'outside' };
    const name = `${operation.method} ${operation.template}`;
    const problems = this.problems(operation, name, response);
    return problems.length === 0 ? { kind: 'valid', operation: name } : { kind: 'invalid', operation: name, problems };
  }

  private problems(operation: Operation, name: string, response: RecordedResponse): string[] {
    const key = operation.responses[String(response.status)] ? String(response.status) : response.status >= 500 && operation.responses.default ? 'default' : null;
    if (!key) return [`status ${response.status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
    const documented = operation.responses[key];
    const problems: string[] = [];
    for (const [header, spec] of Object.entries((documented.headers ?? {}) as Record<string, Json>)) {
      if (spec.required && response.headers[header.toLowerCase()] === undefined) problems.push(`header ${header} is documented as required but missing`);
    }
    // 304 Not Modified has no body by definition (and is no redirect).
    if (response.status === 304) return response.body.length === 0 ? problems : [...problems, 'a 304 with a body'];
    // A redirect's body is Express's courtesy text, which no client reads; where it leads is what counts.
    if (response.status >= 300 && response.status < 400) return response.headers.location ? problems : [...problems, 'a redirect without Location'];
    const content = (documented.content ?? {}) as Record<string, Json>;
    const mediaType = String(response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (response.body.length === 0) {
      if (Object.keys(content).length > 0) problems.push(`an empty body where ${key} documents ${Object.keys(content).join(', ')}`);
      return problems;
    }
    if (Object.keys(content).length === 0) return [...problems, `a ${mediaType || 'untyped'} body where ${key} documents none`];
    const media = content[mediaType];
    if (!media) return [...problems, `content type ${mediaType || '(none)'} where ${key} documents ${Object.keys(content).join(', ')}`];
    if (mediaType !== 'application/json' || !media.schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(response.body.toString('utf8'));
    } catch {
      return [...problems, 'the body is not valid JSON'];
    }
    const validate = this.validatorFor(media.schema as Json);
    if (!validate(body)) {
      const excerpt = JSON.stringify(body).slice(0, 300);
      problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`), `body was ${excerpt}`);
    }
    return problems;
  }

  /** Compiled once per distinct schema: most are one `$ref` shared by many operations (the error envelope). */
  private validatorFor(schema: Json): ValidateFunction {
    const ref = Object.keys(schema).length === 1 && typeof schema.$ref === 'string' ? schema.$ref : null;
    const key = ref ?? JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = ref ? this.ajv.getSchema(`openapi.json${ref}`) : this.ajv.compile(rewriteRefs(schema));
      if (!validate) throw new Error(`${ref} is not in the document`);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/**
 * Makes an OpenAPI 3.0 schema a JSON Schema Ajv reads: references point into the document, and
 * `nullable: true` admits null whatever else the schema says (as generators such as
 * openapi-typescript read it, e.g. `{nullable: true, allOf: [{$ref}]}` for an optional object).
 */
function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const schema = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rewriteRefs(v)]),
  );
  return (nullable === true ? { anyOf: [{ type: 'null' }, schema] } : schema) as T;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
