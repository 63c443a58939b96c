import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { DomainError } from '../../common/errors/domain-errors';
import { ApiSuccess, success } from '../../common/api/envelope';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { AuthorizationUrlResponseDto } from '../dto/calendar-response.dto';
import type { OAuthKind } from '../entities/calendar-connection.entity';
import { CalendarsPageRenderer } from '../pages/calendars-page.renderer';
import { OAuthConnectService } from './oauth-connect.service';

const NOT_CONFIGURED = 'The operator has not set up this provider; the message names the missing settings';
const NO_KEY = 'The server has no ENCRYPTION_KEY, so it cannot store provider tokens';

/**
 * Connecting Google and Microsoft calendars. An app with APPS_WRITE (or the
 * settings page) asks for the authorization URL and sends the person there; the provider sends
 * the person's browser back to `save`, without any token of ours. Who is connecting is decided
 * there, by two things together:
 * - the session: `save` is first-party, the connection goes to whoever is signed in here (a
 *   signed-out visitor signs in first and comes back);
 * - the state, which must have been issued to that same person, for this provider, less than 10
 *   minutes ago, and not used before.
 * Without the second, anyone could start a connection, go through the provider with their own
 * calendar account, and make someone else's browser finish it with a forged link: their calendar
 * would be connected to the victim's account and receive the victim's bookings (login CSRF, RFC
 * 6749 §10.12, RFC 9700 §4.7). Without the first, whoever holds a state would be trusted. The code
 * itself is useless elsewhere: it needs our client secret and the PKCE verifier, which never
 * leaves the server.
 */
@ApiTags('Calendars')
@Controller('v2/calendars')
export class OAuthCalendarsController {
  constructor(
    private readonly oauth: OAuthConnectService,
    private readonly page: CalendarsPageRenderer,
  ) {}

  @Get('google/connect')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Start connecting a Google calendar account', description: 'Answers the Google authorization URL to send the person to.' })
  @ApiSuccess(AuthorizationUrlResponseDto)
  @ApiUnprocessableEntityResponse({ description: NOT_CONFIGURED })
  @ApiServiceUnavailableResponse({ description: NO_KEY })
  async connectGoogle(@CurrentAuth() auth: AuthPrincipal) {
    return this.connect(auth, 'google');
  }

  @Get('office365/connect')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Start connecting a Microsoft 365 or Outlook.com calendar account', description: 'Answers the Microsoft authorization URL to send the person to.' })
  @ApiSuccess(AuthorizationUrlResponseDto)
  @ApiUnprocessableEntityResponse({ description: NOT_CONFIGURED })
  @ApiServiceUnavailableResponse({ description: NO_KEY })
  async connectMicrosoft(@CurrentAuth() auth: AuthPrincipal) {
    return this.connect(auth, 'office365');
  }

  @Get('google/save')
  @FirstParty({ html: true })
  @ApiExcludeEndpoint()
  async saveGoogle(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    await this.save('google', user, req, res);
  }

  @Get('office365/save')
  @FirstParty({ html: true })
  @ApiExcludeEndpoint()
  async saveMicrosoft(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    await this.save('office365', user, req, res);
  }

  private async connect(auth: AuthPrincipal, kind: OAuthKind) {
    return success<AuthorizationUrlResponseDto>({ authUrl: await this.oauth.authorizationUrl(auth.userId, kind) });
  }

  /** Success: to the settings page (303). Refused: the settings page with the reason, at this URL. */
  private async save(kind: OAuthKind, user: User, req: Request, res: Response) {
    const text = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);
    try {
      await this.oauth.finish(user.id, kind, { code: text('code'), state: text('state'), error: text('error') });
      res.redirect(303, '/settings/calendars?notice=connected');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.page.render(user, req, res, { error: error.message }, error.status);
    }
  }
}
