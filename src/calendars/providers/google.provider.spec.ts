import { googleEventId } from './google.provider';

describe('googleEventId', () => {
  it('is valid for Google (base32hex: a-v and 0-9, 5 to 1024 characters), stable, and new for each version', () => {
    const id = googleEventId('booking-uid-1', 0);
    expect(id).toMatch(/^[a-v0-9]{52}$/);
    expect(googleEventId('booking-uid-1', 0)).toBe(id);
    expect(googleEventId('booking-uid-1', 1)).not.toBe(id);
    expect(googleEventId('booking-uid-2', 0)).not.toBe(id);
  });
});
