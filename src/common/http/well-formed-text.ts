/// <reference lib="es2024.string" />
/**
 * The first field (by its path, `attendee.email`, `hosts.0.name`) of a parsed body or query whose
 * text, or whose name, is not well-formed Unicode; undefined when all of it is.
 *
 * JSON can carry an unpaired surrogate (`"a\ud800@x.com"`, or raw in a UTF-16 body), which is no
 * character at all: validators that encode text (the email check calls `encodeURI`) throw
 * `URIError` on it, a 500, and PostgreSQL would store a replacement character instead. Forms,
 * query strings and path parameters decode percent-escapes as UTF-8, which cannot spell one, but
 * they are checked the same way so that no route relies on how its input happened to be decoded.
 * Runs after `shapeProblem`, which bounds the nesting.
 */
export function malformedTextField(value: unknown, parent = ''): string | undefined {
  if (typeof value === 'string') return value.isWellFormed() ? undefined : parent;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    // A name is shown as well-formed text (its surrogate replaced), so the message itself is valid.
    if (!key.isWellFormed()) return fieldPath(parent, key.toWellFormed());
    // Every request passes here (the token endpoint included): a path is built only on the way
    // into a nested object or to name a problem, never for each well-formed field.
    if (typeof child === 'string') {
      if (!child.isWellFormed()) return fieldPath(parent, key);
    } else if (child !== null && typeof child === 'object') {
      const found = malformedTextField(child, fieldPath(parent, key));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const fieldPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/** What the client is told: the field, never its value. */
export const malformedTextMessage = (field: string) =>
  `${field || 'The request body'} must be well-formed Unicode text: it contains an unpaired surrogate (half of a UTF-16 pair).`;
