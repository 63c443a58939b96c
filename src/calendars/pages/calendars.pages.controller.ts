import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { parseInput } from '../../common/validation/parse-input';
import { DomainError } from '../../common/errors/domain-errors';
import { ConnectionsService, parseConnectionRef } from '../connections.service';
import { ConnectCalDavDto, SaveIcsFeedsDto } from '../dto/calendar-input.dto';
import { OAUTH_KINDS, type OAuthKind } from '../entities/calendar-connection.entity';
import { OAuthConnectService } from '../oauth/oauth-connect.service';
import { CalendarsPageRenderer } from './calendars-page.renderer';
import { CalendarsPageState, NOTICES } from './calendars.page';

const BASE = '/settings/calendars';

/**
 * `/settings/calendars`. Each form posts here; success redirects back (303) with a notice, and a
 * domain error (wrong password, a private address, a feed that is not iCalendar) shows the page
 * again with the message and what was typed, the password excepted.
 */
@ApiExcludeController()
@Controller('settings/calendars')
@FirstParty({ html: true })
export class CalendarsPagesController {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly oauth: OAuthConnectService,
    private readonly page: CalendarsPageRenderer,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    await this.render(user, req, res, { notice: NOTICES.get(notice ?? '') });
  }

  @Post('caldav')
  async connect(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const form = fields(req.body);
    const kind = form.kind === 'apple' ? 'apple' : 'caldav';
    await this.attempt(user, req, res, 'connected', () =>
      this.connections.connectCalDav(user.id, kind, parseInput(ConnectCalDavDto, { username: form.username, password: form.password, serverUrl: form.serverUrl || undefined })),
      { caldav: { kind, serverUrl: form.serverUrl, username: form.username } },
    );
  }

  @Post('ics-feed')
  async addFeed(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const url = fields(req.body).url;
    await this.attempt(user, req, res, 'connected', () => this.connections.saveIcsFeeds(user.id, parseInput(SaveIcsFeedsDto, { urls: [url] })), { feedUrl: url });
  }

  @Post('choices')
  async choose(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const selected = [body.selected ?? []].flat().map(Number).filter(Number.isSafeInteger);
    const destination = typeof body.destination === 'string' && /^\d{1,10}$/.test(body.destination) ? Number(body.destination) : null;
    await this.attempt(user, req, res, 'saved', () => this.connections.saveChoices(user.id, selected, destination));
  }

  /** Connect (or reconnect) Google or Microsoft: off to the provider, which sends the person back to `/v2/calendars/:kind/save`. */
  @Post(':kind/connect')
  async connectOAuth(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const kind = String(req.params.kind);
    if (!(OAUTH_KINDS as readonly string[]).includes(kind)) return this.render(user, req, res, { error: 'There is no such calendar provider.' }, 404);
    try {
      res.redirect(303, await this.oauth.authorizationUrl(user.id, kind as OAuthKind));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.render(user, req, res, { error: error.message }, error.status);
    }
  }

  @Post(':calendar/check')
  async check(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    await this.attempt(user, req, res, 'checked', () => this.connections.check(user.id, parseConnectionRef(String(req.params.calendar))));
  }

  @Post(':calendar/disconnect')
  async disconnect(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    await this.attempt(user, req, res, 'disconnected', () => this.connections.disconnect(user.id, parseConnectionRef(String(req.params.calendar))));
  }

  /** Forms are read by hand, not by the pipe, so `work` validates its input (`parseInput`): a refusal re-renders the page. */
  private async attempt(user: User, req: Request, res: Response, notice: string, work: () => Promise<unknown>, typed: CalendarsPageState = {}) {
    try {
      await work();
      res.redirect(303, `${BASE}?notice=${notice}`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.render(user, req, res, { ...typed, error: error.message }, error.status);
    }
  }

  private async render(user: User, req: Request, res: Response, state: CalendarsPageState, status = 200) {
    await this.page.render(user, req, res, state, status);
  }
}

/** The form's text fields; anything else (arrays, missing) reads as empty, and the service validates. */
function fields(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return new Proxy(out, { get: (target, key: string) => target[key] ?? '' });
}
