import fc from 'fast-check';
import { gzipSync } from 'node:zlib';
import { hinted } from './hints';
import type { Operation, Schema } from './operations';

/**
 * Who sends the request: nobody, the signed-in person (first-party), an app with a token holding
 * every scope, a forged token, or an approved client authenticating with its secret (OAuth endpoints).
 */
export type Credentials = 'none' | 'session' | 'bearer' | 'bad-bearer' | 'client';

export interface FuzzRequest {
  op: Operation;
  credentials: Credentials;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What the body claims to be, for the oracle (the request's Content-Type base, or none). */
  bodyType?: string;
}

/** Values the server already knows (ids of the seeded records), so some requests get past "not found". */
export type KnownValues = Record<string, (string | number)[]>;

const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '%00', '%', '%zz', '..', '../../etc/passwd', "' OR '1'='1", '"; DROP TABLE users; --',
  '<script>alert(1)</script>', '\uD800', '\uDFFF', 'a\uD800@example.com', '\uDC00\uD800', '\u202E', '\uFEFF', '\u200B', '😀'.repeat(50), 'é'.normalize('NFD'), '\r\n', '\t',
  '1e309', '-1e309', 'NaN', 'Infinity', '-0', '0x10', '0', '-1', '1.5', '01', '99999999999', '2147483648', '-2147483649',
  '9007199254740993', '1'.repeat(400), 'true', 'null', 'undefined', '[]', '{}', '__proto__', 'constructor', 'prototype',
  '2024-02-30T25:61:61Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '0000-00-00', 'Europe/Nowhere',
  'x'.repeat(5000), 'a@b', '@', 'mailto:a@b.c', 'javascript:alert(1)', 'https://evil.example/\u0000', 'http://[::1', 'file:///etc/passwd',
];

const nested = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : depth % 2 ? [nested(depth - 1, leaf)] : { a: nested(depth - 1, leaf) });

/** Values that no field should choke on: odd types, odd strings, odd numbers, odd shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e-308, 0.1, -0),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', '$where', 'toString', 'valueOf', '__proto__'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.integer({ min: 1, max: 48 }).map((depth) => nested(depth, 1)),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Now and then an unpaired surrogate (half of a UTF-16 pair, no character at all) inside an
 * otherwise plausible string, as in `a\ud800@x.com`: a whole value of `\ud800` is refused by the
 * first format check, while one inside a valid-looking address reaches code that encodes it.
 */
const withLoneSurrogates = (text: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 9, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.tuple(text, fc.nat(), fc.integer({ min: 0xd800, max: 0xdfff })).map(([t, at, unit]) => {
        const i = at % (t.length + 1);
        return t.slice(0, i) + String.fromCharCode(unit) + t.slice(i);
      }),
    },
  );

/** A value shaped like the schema asks (most of the time), so requests get past the first checks. */
export function plausible(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (schema.format === 'email') return withLoneSurrogates(fc.emailAddress());
      if (schema.format === 'uri') return withLoneSurrogates(fc.webUrl());
      return withLoneSurrogates(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 300) }));
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 500, 2_147_483_647) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    default:
      if (!schema.properties) return fc.jsonValue({ maxDepth: 1 });
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, valueFor(s, depth + 1)])),
        { requiredKeys: [] },
      );
  }
}

/** Mostly plausible, sometimes hostile: each field is attacked on its own while the others stay sane. */
export const valueFor = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, depth) }, { weight: 1, arbitrary: hostileValue });

/** A body: the schema's object with extra, duplicate or prototype keys now and then, or no object at all. */
function bodyValue(op: Operation, known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(op.body ? plausible(op.body) : hinted(known, hostileValue), fc.dictionary(fc.constantFrom('extra', 'x'.repeat(300), 'toString', 'constructor'), hostileValue, { maxKeys: 2 }), fc.nat(4)).map(([v, extra, add]) => (add === 0 && isObject(v) ? { ...v, ...extra } : v)) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Percent-encodes every byte of the UTF-8 form. An unpaired surrogate, which encodeURIComponent
 * refuses and Buffer turns into U+FFFD, goes as the three bytes UTF-8's pattern would give it
 * (`%ED%A0%80`): invalid UTF-8, as a hostile client would send it.
 */
const percentEncode = (text: string) =>
  [...text]
    .flatMap((ch) => {
      const unit = ch.charCodeAt(0);
      return ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)] : [...Buffer.from(ch, 'utf8')];
    })
    .map((b) => (/[\w.~-]/.test(String.fromCharCode(b)) && b < 128 ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

type Encoded = { type?: string; body?: Buffer; encoding?: string };

/** Turns a body value into bytes in one of many ways, most of them valid JSON or forms, some not. */
function encodedBody(op: Operation, known: KnownValues): fc.Arbitrary<Encoded> {
  const form = (v: unknown, dup: boolean) => {
    const entries: [string, unknown][] = isObject(v) ? Object.entries(v) : [['value', v]];
    const fields = entries.flatMap(([k, x]): [string, string][] => {
      const text = typeof x === 'string' ? x : JSON.stringify(x) ?? '';
      return dup ? [[k, text], [k, 'second']] : [[k, text]];
    });
    return fields.map(([k, x]) => `${percentEncode(k)}=${percentEncode(x)}`).join('&');
  };
  const json = (v: unknown) => JSON.stringify(v) ?? 'null';
  const withDuplicateKey = (v: unknown) => (isObject(v) && Object.keys(v).length > 0 ? json(v).replace(/^\{/, `{${JSON.stringify(Object.keys(v)[0])}:"duplicate",`) : json(v));
  const formPreferred = op.mediaTypes.includes('application/x-www-form-urlencoded') && !op.mediaTypes.includes('application/json');
  return fc.tuple(bodyValue(op, known), fc.nat(99)).map(([value, pick]): Encoded => {
    const asForm = formPreferred ? pick < 50 : pick < 15;
    if (pick >= 96) return {};
    if (pick >= 92) return { type: 'text/plain', body: Buffer.from(json(value)) };
    if (pick >= 89) return { type: 'application/json', body: Buffer.from(json(value).slice(0, -1)) }; // truncated
    if (pick >= 86) return { type: 'application/json', body: Buffer.from(withDuplicateKey(value)) };
    if (pick >= 83) return { type: 'application/json', body: Buffer.from(json(value)), encoding: pick % 2 ? 'gzip' : 'br' }; // not compressed
    if (pick >= 80) return { type: 'application/json', body: gzipSync(json(value)), encoding: 'gzip' };
    if (pick >= 77) return { type: 'application/json; charset=utf-16', body: Buffer.from(json(value), 'utf16le') };
    if (pick >= 75) return { type: 'multipart/form-data; boundary=x', body: Buffer.from(`--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n${json(value)}\r\n--x--`) };
    if (asForm) return { type: 'application/x-www-form-urlencoded', body: Buffer.from(form(value, pick % 7 === 0)) };
    return { type: 'application/json', body: Buffer.from(json(value)) };
  });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

/** One request to one operation: path values, query, body, media type, encoding, credentials and Accept. */
export function requestFor(op: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathValue = (name: string) => {
    const seeds = known[name] ?? known['*'] ?? [];
    return fc.oneof({ weight: 2, arbitrary: seeds.length ? fc.constantFrom(...seeds) : fc.constant(1) }, { weight: 1, arbitrary: hostileValue });
  };
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return fc.record({
    credentials: fc.constantFrom<Credentials>('none', 'session', 'bearer', 'bad-bearer', 'client'),
    path: fc.tuple(...pathParams.map((p) => pathValue(p.name))).map((values) =>
      values.reduce<string>((path, v, i) => path.replace(`{${pathParams[i].name}}`, percentEncode(asText(v)) || '%20'), op.path),
    ),
    query: fc
      .tuple(
        fc.tuple(...queryParams.map((p) => fc.option(valueFor(p.schema), { nil: undefined }))),
        // Now and then a parameter given twice, or one no route has.
        fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom('extra', 'take', 'skip', 'scope', 'constructor', '__proto__'), hostileValue) }),
        // A GET without a documented query may still read one by hand (the consent page).
        op.method === 'GET' && queryParams.length === 0 ? fc.option(hinted(known, hostileValue), { nil: undefined, freq: 2 }) : fc.constant(undefined),
      )
      .map(([documented, extra, hints]) => {
        const values: unknown[] = [...documented, extra];
        // Not URLSearchParams, which would turn an unpaired surrogate into U+FFFD before sending it.
        const params: [string, string][] = Object.entries(hints ?? {}).map(([k, v]) => [k, asText(v)]);
        values.forEach((v, i) => {
          if (v === undefined) return;
          if (i < queryParams.length) params.push([queryParams[i].name, asText(v)]);
          else {
            const [k, x] = v as unknown as [string, unknown];
            params.push([k, asText(x)], [k, asText(x)]); // a parameter given twice
          }
        });
        return params.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
      }),
    encoded: hasBody ? encodedBody(op, known) : fc.constant<Encoded>({}),
    accept: fc.constantFrom(undefined, 'text/html', 'application/json', '*/*'),
  }).map(({ credentials, path, query, encoded, accept }) => ({
    op,
    credentials,
    path,
    query,
    headers: {
      ...(encoded.type ? { 'content-type': encoded.type } : {}),
      ...(encoded.encoding ? { 'content-encoding': encoded.encoding } : {}),
      ...(accept ? { accept } : {}),
    },
    body: encoded.body,
    bodyType: encoded.body && encoded.body.length > 0 ? encoded.type?.split(';')[0] : undefined,
  }));
}
