/** A feed of `n` events with the same rule (none when empty), each 30 minutes from `start` (a DTSTART value). */
export function ruledFeed(n: number, rule: string, start: string, zone?: string): string {
  const dtstart = zone ? `DTSTART;TZID=${zone}:${start}` : `DTSTART:${start}`;
  const events = Array.from(
    { length: n },
    (_, i) => `BEGIN:VEVENT\r\nUID:e${i}@test\r\nDTSTAMP:20261101T000000Z\r\n${dtstart}\r\nDURATION:PT30M\r\n${rule ? `RRULE:${rule}\r\n` : ''}END:VEVENT`,
  );
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
}
