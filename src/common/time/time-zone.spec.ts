import { isIanaTimeZone } from './time-zone';

describe('isIanaTimeZone', () => {
  it('knows IANA names, and keeps knowing them', () => {
    expect(isIanaTimeZone('Europe/Berlin')).toBe(true);
    expect(isIanaTimeZone('Europe/Berlin')).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
  });

  it('refuses what is not one, every time', () => {
    for (const name of ['Berlin', 'Europe/Nowhere', '', '+01:00', 'Europe/Berlin ']) {
      expect(isIanaTimeZone(name)).toBe(false);
      expect(isIanaTimeZone(name)).toBe(false);
    }
  });
});
