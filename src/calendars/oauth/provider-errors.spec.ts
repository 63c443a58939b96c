import { FetchFailedError, UnsafeUrlError } from '../../common/net/guarded-fetch';
import { CalendarAccessError, ReconnectNeededError } from '../providers/calendar-provider';
import { GoogleOAuthClient } from './google-oauth.client';
import { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { httpStatusOf, providerFailure } from './provider-errors';

describe('providerFailure', () => {
  const never = () => false;

  it('says a provider could not be reached, in our words, whether the fetch error comes bare or wrapped by a library', () => {
    const wrapped = Object.assign(new Error('request to http://10.0.0.1/token failed, reason: secret-ish detail'), { cause: new FetchFailedError('No complete answer within 5 s.') });
    const failure = providerFailure('Google', wrapped, never);
    expect(failure).toBeInstanceOf(CalendarAccessError);
    expect(failure.message).toBe('Google could not be reached: No complete answer within 5 s.');
    expect(providerFailure('Google', new FetchFailedError('x'), never).message).toBe('Google could not be reached: x');
  });

  it('keeps the SSRF guard’s refusal and our own errors as they are', () => {
    const unsafe = new UnsafeUrlError('10.0.0.1 is a private address');
    expect(providerFailure('Google', Object.assign(new Error('wrapped'), { cause: unsafe }), never)).toBe(unsafe);
    const ours = new CalendarAccessError('mine');
    expect(providerFailure('Google', ours, never)).toBe(ours);
  });

  it('a refused grant needs the person; anything else names the HTTP status, never the raw answer', () => {
    const refused = providerFailure('Microsoft', new Error('invalid_grant: AADSTS70000 the user revoked consent at 12:00 for secret@x'), () => true);
    expect(refused).toBeInstanceOf(ReconnectNeededError);
    expect(refused.message).toBe('Microsoft no longer accepts this connection (access was revoked or has expired). Connect it again.');
    expect(providerFailure('Google', Object.assign(new Error('raw body'), { response: { status: 503 } }), never).message).toBe('Google refused the request (HTTP 503).');
    expect(providerFailure('Microsoft', Object.assign(new Error('raw body'), { statusCode: 404 }), never).message).toBe('Microsoft refused the request (HTTP 404).');
    expect(providerFailure('Google', new Error('raw body'), never).message).toBe('Google could not be used (an unexpected answer).');
    expect(httpStatusOf(null)).toBeUndefined();
  });
});

describe('granted scopes', () => {
  const settings = { authUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token', apiUrl: 'https://api.example', missing: [] };

  it('Google: both calendar scopes, or the full calendar scope; unticked ones refused', () => {
    const google = new GoogleOAuthClient({ ...settings, revokeUrl: 'https://a.example/revoke' }, fetch);
    expect(google.grantsCalendarAccess('https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly')).toBe(true);
    expect(google.grantsCalendarAccess('https://www.googleapis.com/auth/calendar')).toBe(true);
    expect(google.grantsCalendarAccess('https://www.googleapis.com/auth/calendar.readonly')).toBe(false);
    expect(google.grantsCalendarAccess('')).toBe(false);
  });

  it('Microsoft: Calendars.ReadWrite by its short or full name', () => {
    const microsoft = new MicrosoftOAuthClient(settings, fetch);
    expect(microsoft.grantsCalendarAccess('offline_access Calendars.ReadWrite')).toBe(true);
    expect(microsoft.grantsCalendarAccess('https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read')).toBe(true);
    expect(microsoft.grantsCalendarAccess('https://graph.microsoft.com/Calendars.Read')).toBe(false);
  });
});
