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

  it('refuses a password that contains the email name', () => {
    expect(passwordProblem('margarida-2024!', 'margarida@example.com')).toMatch(/email/);
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
