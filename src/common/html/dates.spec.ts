import { readableDate, timeElement } from './dates';

describe('dates on pages', () => {
  it('reads as day, month, year and time in UTC, whatever the server’s own zone', () => {
    expect(readableDate(new Date('2026-11-22T14:03:59.900Z'))).toBe('22 Nov 2026, 14:03 UTC');
    expect(readableDate(new Date('2026-09-01T00:00:00Z'))).toBe('1 Sep 2026, 00:00 UTC');
    expect(readableDate(new Date('2026-12-31T23:30:00-01:00'))).toBe('1 Jan 2027, 00:30 UTC');
    expect(readableDate(new Date('2026-11-22T14:03:00Z'), false)).toBe('22 Nov 2026');
  });

  it('keeps the exact instant in the datetime attribute', () => {
    expect(timeElement(new Date('2026-11-22T14:03:07.250Z')).toString()).toBe(
      '<time datetime="2026-11-22T14:03:07.250Z">22 Nov 2026, 14:03 UTC</time>',
    );
  });
});
