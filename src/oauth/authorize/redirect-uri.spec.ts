import { isRegisteredRedirectUri, withParams } from './redirect-uri';

describe('isRegisteredRedirectUri', () => {
  const registered = ['https://app.example.com/cb', 'http://127.0.0.1/native', 'http://[::1]:8000/v6', 'http://localhost:3000/dev'];

  it('accepts exactly the registered strings', () => {
    for (const uri of registered) expect(isRegisteredRedirectUri(registered, uri)).toBe(true);
  });

  it.each([
    'https://app.example.com/cb/',
    'https://APP.example.com/cb',
    'https://app.example.com/CB',
    'https://app.example.com/cb?x=1',
    'https://app.example.com/cb2',
    'https://app.example.com:443/cb',
    'http://app.example.com/cb',
    'http://localhost:3001/dev',
    'http://127.0.0.1/other',
    'http://127.0.0.1:5000/native/',
    'http://127.0.0.2/native',
  ])('refuses %s', (uri) => {
    expect(isRegisteredRedirectUri(registered, uri)).toBe(false);
  });

  it('refuses a loopback port that cannot exist', () => {
    expect(isRegisteredRedirectUri(registered, 'http://127.0.0.1:99999/native')).toBe(false);
    expect(isRegisteredRedirectUri(registered, 'http://127.0.0.1:65535/native')).toBe(true);
  });

  it('lets a loopback IP redirect URI use any port (RFC 8252 §7.3)', () => {
    expect(isRegisteredRedirectUri(registered, 'http://127.0.0.1:51234/native')).toBe(true);
    expect(isRegisteredRedirectUri(registered, 'http://[::1]/v6')).toBe(true);
    expect(isRegisteredRedirectUri(registered, 'http://[::1]:9/v6')).toBe(true);
  });
});

describe('withParams', () => {
  it('keeps the existing query exactly and encodes the new values', () => {
    expect(withParams('https://app.example.com/cb?tenant=7', { code: 'a b', state: 'x&y', absent: undefined })).toBe(
      'https://app.example.com/cb?tenant=7&code=a%20b&state=x%26y',
    );
    // A space is %20 and a plus stays a plus: both decode back as sent.
    const url = new URL(withParams('https://app.example.com/cb', { error_description: 'scope is required: a+b' }));
    expect(url.search).toBe('?error_description=scope%20is%20required%3A%20a%2Bb');
    expect(url.searchParams.get('error_description')).toBe('scope is required: a+b');
    expect(withParams('https://app.example.com/cb?next=/a%20b&flag', { code: 'c' })).toBe('https://app.example.com/cb?next=/a%20b&flag&code=c');
    expect(withParams('https://app.example.com/cb', { code: 'c' })).toBe('https://app.example.com/cb?code=c');
  });
});
