import fc from 'fast-check';
import type { KnownValues } from './arbitraries';

/**
 * Fields the server reads by hand, which the document does not give a schema for (the OAuth
 * endpoints' form parameters, the consent page's query): used for operations without a documented
 * body or query, with the seeded values where there are some (`known[name]`).
 */
const HINTS: Record<string, (string | number)[]> = {
  grant_type: ['authorization_code', 'refresh_token', 'client_credentials', 'password'],
  response_type: ['code', 'token'],
  redirect_uri: ['https://app.example.com/callback', 'https://evil.example/callback'],
  scope: ['PROFILE_READ', 'PROFILE_READ BOOKING_READ', 'PROFILE_READ,BOOKING_READ', 'NOT_A_SCOPE'],
  state: ['st'],
  code: ['not-a-code'],
  code_verifier: ['a-pkce-code-verifier-that-is-long-enough-0123456789'],
  code_challenge: ['E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'],
  code_challenge_method: ['S256', 'plain'],
  token: ['sat_unknown'],
  refresh_token: ['srt_unknown'],
  token_type_hint: ['access_token', 'refresh_token'],
  client_id: ['unknown-client'],
  client_secret: ['scs_wrong'],
  decision: ['allow', 'deny'],
  email: ['someone@example.com'],
  password: ['a long enough password'],
};

/**
 * Field sets that belong together (a refresh, a code exchange, a revocation, an authorization
 * request): starting from one of them, with one field spoiled or dropped, a request gets past the
 * first checks and exercises the ones behind them.
 */
const SCENARIOS: Record<string, string>[] = [
  { grant_type: 'refresh_token', refresh_token: '' },
  { grant_type: 'refresh_token', refresh_token: '', scope: '' },
  { grant_type: 'authorization_code', code: '', redirect_uri: '', code_verifier: '' },
  { token: '', token_type_hint: '' },
  { client_id: '', redirect_uri: '', response_type: 'code', scope: '', state: '', code_challenge: '', code_challenge_method: 'S256' },
];

/** Some of the hinted fields, or a coherent set of them with one spoiled. */
export function hinted(known: KnownValues, hostileValue: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const candidates = (name: string) => [...(known[name] ?? []), ...(HINTS[name] ?? [])];
  const value = (name: string) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...candidates(name)) }, { weight: 1, arbitrary: hostileValue });
  const loose = fc
    .shuffledSubarray(Object.keys(HINTS), { minLength: 1, maxLength: 5 })
    .chain((names) => fc.tuple(...names.map(value)).map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))));
  const coherent = fc.constantFrom(...SCENARIOS).chain((scenario) =>
    fc
      .tuple(
        fc.tuple(...Object.entries(scenario).map(([name, fixed]) => (fixed ? fc.constant(fixed) : fc.constantFrom(...candidates(name))))),
        fc.nat(Object.keys(scenario).length * 2),
        hostileValue,
      )
      .map(([values, spoil, hostile]) => {
        const names = Object.keys(scenario);
        const fields: Record<string, unknown> = Object.fromEntries(names.map((n, i) => [n, values[i]]));
        // Half the time one field is replaced by a hostile value or left out; else all is well-formed.
        if (spoil < names.length) fields[names[spoil]] = hostile;
        else if (spoil < names.length * 2 && spoil % 2) delete fields[names[spoil - names.length]];
        return fields;
      }),
  );
  return fc.oneof(loose, coherent);
}
