/** The lines of an iCalendar text, with folded lines (RFC 5545 §3.1) joined again. */
export function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The value of the first property of that name (after any parameters). */
export function icsValue(ics: string, name: string): string | undefined {
  const line = icsLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

/** A UTC date-time in the basic form ("20301125T091500Z", RFC 5545 §3.3.5) as an instant. */
export function basicUtcInstant(value: string | null | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])).toISOString() : null;
}
