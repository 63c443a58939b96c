import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { AuthPrincipal } from './auth-principal';
import { BearerTokenService } from './bearer-token.service';
import { InvalidTokenError } from './bearer-errors';

/** passport-http-bearer reads `Authorization: Bearer ...`; the token service decides. */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly tokens: BearerTokenService) {
    super({ realm: 'api' });
  }

  async validate(token: string): Promise<AuthPrincipal> {
    const principal = await this.tokens.verify(token);
    if (!principal) throw new InvalidTokenError('invalid_token');
    return principal;
  }
}
