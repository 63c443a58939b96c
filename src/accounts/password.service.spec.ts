import { passwordProblem } from './password.service';
import { safeReturnTo } from './sign-in-redirect';

describe('passwordProblem', () => {
  it.each([
    ['short', /at least 10/],
    ['aaaaaaaaaaaa', /repeat a single character/],
    ['Password123', /too common/],
    ['é'.repeat(40), /at most 72 bytes/],
  ])('refuses %p', (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it('refuses a password that contains the whole email name, in any case, and says so', () => {
    expect(passwordProblem('Margarida-2024!', 'margarida@example.com')).toBe(
      'The password must not contain the part of your email address before the @ (margarida).',
    );
  });

  it('refuses a password that contains the whole address, even when its name is short', () => {
    expect(passwordProblem('ana@example.com!!', 'ana@example.com')).toBe('The password must not contain your email address.');
    expect(passwordProblem('x ANA@EXAMPLE.COM', 'ana@example.com')).toMatch(/your email address\./);
  });

  it.each([
    ['a short name anywhere in the password', 'bananas are yellow', 'ana@example.com'],
    ['a piece of the name', 'margarine-and-bread', 'margarida@example.com'],
    ['the first part of a dotted name', 'jo.silva is not me', 'jo.silvestre@example.com'],
    ['the domain alone', 'example.com forever', 'margarida@example.com'],
  ])('accepts %s', (_what, password, email) => {
    expect(passwordProblem(password, email)).toBeNull();
  });

  it('accepts a reasonable passphrase', () => {
    expect(passwordProblem('correct horse battery', 'ana@example.com')).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/settings/apps?x=1', '/settings/apps?x=1'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/ok\nSet-Cookie: x', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%p → %p', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
