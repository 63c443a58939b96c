/**
 * How deeply a JSON body may nest. No DTO of ours goes past a handful of levels; the validation
 * library walks bodies recursively, so thousands of levels (`[[[[...`) would overflow its stack
 * and surface as a 500. Refusing them right after parsing keeps that input away from any code.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Keys no field of ours has, that object-mapping code treats specially: class-transformer fails
 * on a `constructor` key that is not a function (a 500), and `__proto__` is the classic
 * prototype-pollution lever. Refused anywhere in a body or a query string.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What is wrong with the shape of a parsed body or query (nesting or keys), or undefined.
 * Iterative, so it cannot overflow its own stack on the input it guards against.
 */
export function shapeProblem(value: unknown): { message: string; code: 'invalid_json' | 'bad_request' } | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { code: 'invalid_json', message: `The request body nests more than ${MAX_BODY_DEPTH} levels deep.` };
    for (const key of Object.keys(current)) {
      if (RESERVED_KEYS.has(key)) return { code: 'bad_request', message: `The request contains the reserved name "${key}", which no field has.` };
      const child = (current as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return undefined;
}
