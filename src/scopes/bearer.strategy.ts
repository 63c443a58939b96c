import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { ACCESS_TOKEN_LOOKUP, type AccessTokenLookup, type AuthPrincipal } from './auth-principal';
import { BEARER_REALM, InvalidTokenError } from './bearer-errors';

/**
 * The one place that reads `Authorization: Bearer ...` (passport-http-bearer parses it); the
 * token's owner, `oauth/grants`, says what it stands for.
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(@Inject(ACCESS_TOKEN_LOOKUP) private readonly tokens: AccessTokenLookup) {
    super({ realm: BEARER_REALM });
  }

  async validate(token: string): Promise<AuthPrincipal> {
    const principal = await this.tokens.verify(token);
    if (!principal) throw new InvalidTokenError('invalid_token');
    return principal;
  }
}
