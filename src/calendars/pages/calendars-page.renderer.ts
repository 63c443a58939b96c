import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import type { User } from '../../accounts/user.entity';
import { sendPage } from '../../common/html/respond';
import { ConnectionsService } from '../connections.service';
import { OAUTH_KINDS } from '../entities/calendar-connection.entity';
import { CalendarOAuthClients } from '../oauth/calendar-oauth-clients';
import { calendarsPage, CalendarsPageState, type OAuthAvailability } from './calendars.page';

/** `/settings/calendars` as it stands for this person, for the page itself and for the OAuth return. */
@Injectable()
export class CalendarsPageRenderer {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly csrf: CsrfService,
    private readonly clients: CalendarOAuthClients,
  ) {}

  async render(user: User, req: Request, res: Response, state: CalendarsPageState, status = 200): Promise<void> {
    const connections = await this.connections.list(user.id);
    const providers = Object.fromEntries(OAUTH_KINDS.map((kind) => [kind, { missing: this.clients.missing(kind) }])) as OAuthAvailability;
    allowFormsToReach(res, this.clients.authorizationOrigins());
    sendPage(res, calendarsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, connections, state, providers), status);
  }
}

/**
 * The Connect buttons post to us and we answer with a redirect to Google or Microsoft. Browsers
 * apply CSP `form-action` to where a form's redirects lead as well, so this page's policy names
 * the two providers' authorization origins beside our own.
 */
function allowFormsToReach(res: Response, origins: string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || origins.length === 0) return;
  res.setHeader('Content-Security-Policy', policy.replace(/form-action 'self'/, `form-action 'self' ${origins.join(' ')}`));
}
