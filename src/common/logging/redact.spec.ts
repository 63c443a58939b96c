import { redactUrl } from './redact';

describe('redactUrl', () => {
  it('masks credential values in the query and keeps the rest', () => {
    expect(redactUrl('/cb?code=abc&state=xyz&client_id=app')).toBe('/cb?code=%5Bredacted%5D&state=%5Bredacted%5D&client_id=app');
    expect(redactUrl('/x?ACCESS_TOKEN=sat_1&Refresh_Token=srt_2')).not.toMatch(/sat_1|srt_2/);
    // The way back from the login page carries them too (a signed-out visitor of an OAuth return).
    expect(redactUrl('/auth/login?returnTo=%2Fv2%2Fcalendars%2Fgoogle%2Fsave%3Fcode%3Dc0de%26state%3Dst4te')).not.toMatch(/c0de|st4te/);
  });

  it('leaves URLs without sensitive parameters untouched', () => {
    expect(redactUrl('/v2/bookings?take=10')).toBe('/v2/bookings?take=10');
    expect(redactUrl('/auth/login?returnTo=%2Fsettings%2Fcalendars')).toBe('/auth/login?returnTo=%2Fsettings%2Fcalendars');
    expect(redactUrl('/health')).toBe('/health');
  });
});
