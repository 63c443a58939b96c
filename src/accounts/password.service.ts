import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** bcrypt, for passwords only: they are low-entropy, so each guess must be made expensive. */
@Injectable()
export class PasswordService {
  /** Compared against when the account does not exist, so a wrong email costs as long as a wrong password. */
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.accounts.bcryptCost);
  }

  async verify(password: string, hash: string | undefined): Promise<boolean> {
    if (hash === undefined) {
      this.dummyHash ??= this.hash('not a password of anyone');
      await bcrypt.compare(password, await this.dummyHash);
      return false;
    }
    return bcrypt.compare(password, hash);
  }
}

const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', '1234567890', '12345678910',
  'qwertyuiop', 'qwerty1234', 'qwerty12345', '1q2w3e4r5t', 'iloveyou12', 'letmein123', 'welcome123',
  'administrator', 'changeme123', 'abcdefghij', '0123456789', 'passw0rd123', 'football123',
]);

/**
 * Returns why a password is too weak, or null. bcrypt reads at most 72 bytes, so longer passwords
 * are refused rather than silently truncated.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < 10) return 'The password must be at least 10 characters long.';
  if (Buffer.byteLength(password, 'utf8') > 72) return 'The password must be at most 72 bytes long.';
  if (/^(.)\1*$/.test(password)) return 'The password must not repeat a single character.';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'This password is too common; choose another one.';
  return email ? emailProblem(password.toLowerCase(), email.toLowerCase()) : null;
}

/**
 * A password holding the account's own address is the first thing a guesser tries. Only the whole
 * address, or the whole name before its `@` when that is long enough to be guessable on its own
 * (4 characters or more), counts: a short name ("ana") or a piece of a longer one appears in many
 * good passphrases by chance, and refusing those would only confuse.
 */
function emailProblem(password: string, email: string): string | null {
  if (password.includes(email)) return 'The password must not contain your email address.';
  const name = email.slice(0, email.lastIndexOf('@'));
  if (name.length >= 4 && password.includes(name)) {
    return `The password must not contain the part of your email address before the @ (${name}).`;
  }
  return null;
}
