import { Injectable } from '@nestjs/common';

/**
 * Names the app a person signs in for, from the page they will return to (an authorization
 * request, today). Undefined unless that page is fully valid: the name shown comes from our own
 * records of an approved client, never from the address itself.
 */
export type SignInPurposeReader = (returnTo: URL) => Promise<string | undefined>;

/**
 * The sign-in pages ask here which app, if any, is waiting for the person. Accounts knows nothing of
 * OAuth: the authorization endpoint registers how to read its own URLs (see `AuthorizeService`).
 */
@Injectable()
export class SignInPurposes {
  private readonly readers: SignInPurposeReader[] = [];

  register(reader: SignInPurposeReader): void {
    this.readers.push(reader);
  }

  /** `returnTo` has passed `safeReturnTo`: a path on this site. */
  async appNameFor(returnTo: string): Promise<string | undefined> {
    if (returnTo === '/') return undefined;
    const url = new URL(returnTo, 'http://this.site');
    for (const read of this.readers) {
      const name = await read(url);
      if (name) return name;
    }
    return undefined;
  }
}
