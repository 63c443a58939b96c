import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../../accounts/csrf.service';
import { CurrentUser } from '../../../accounts/current-user.decorator';
import { User } from '../../../accounts/user.entity';
import { FirstParty } from '../../../common/access/access.decorators';
import { DomainError, NotFoundError } from '../../../common/errors/domain-errors';
import { sendPage } from '../../../common/html/respond';
import type { Unit } from '../../../membership/membership-rules';
import { OwnMembershipsService } from '../../memberships/own-memberships.service';
import { pathId } from '../../../common/validation/route-params';
import { parseInput } from '../../../common/validation/parse-input';
import { CreateTeamDto } from '../dto/team.dto';
import { TeamsService } from '../teams.service';
import { NewTeamForm, teamsPage, TeamsPageMessages } from './teams.page';

const NOTICES: Record<string, string> = {
  accepted: 'Invitation accepted: you are now a member.',
  declined: 'Invitation declined.',
  left: 'You have left.',
  created: 'Team created: you are its owner. Invite members and add event types through the API or an app you authorize.',
};
const DONE: Record<string, string> = { accept: 'accepted', decline: 'declined', leave: 'left' };

/** `/settings/teams`: a person's teams, organizations and invitations, in the browser. */
@ApiExcludeController()
@Controller('settings/teams')
@FirstParty({ html: true })
export class TeamsPagesController {
  constructor(
    private readonly own: OwnMembershipsService,
    private readonly teams: TeamsService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    await this.render(user, req, res, { notice: NOTICES[notice ?? ''] });
  }

  /** Creates a team owned by the person: the API's rules and messages (`CreateTeamDto`), then the same service. */
  @Post()
  async create(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const typed = newTeamFields(req.body);
    try {
      await this.teams.create(user.id, parseInput(CreateTeamDto, { ...typed, timeZone: typed.timeZone.trim() || undefined }));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.render(user, req, res, { error: error.message, newTeam: typed }, error.status);
    }
    res.redirect(303, '/settings/teams?notice=created');
  }

  @Post(':teamId/:action')
  actOnTeam(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('teamId') id: string, @Param('action') action: string) {
    return this.act('team', user, req, res, id, action);
  }

  @Post('organizations/:orgId/:action')
  actOnOrganization(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('orgId') id: string, @Param('action') action: string) {
    return this.act('organization', user, req, res, id, action);
  }

  private async act(unit: Unit, user: User, req: Request, res: Response, rawId: string, action: string) {
    const id = pathId(rawId);
    if (id === null || !DONE[action]) throw new NotFoundError(unit === 'team' ? 'Team not found.' : 'Organization not found.');
    try {
      await this.own.actOnOwn(unit, user.id, id, action === 'accept' ? 'accept' : 'leave');
    } catch (error) {
      // The page shows what went wrong (the last owner cannot leave); a group that is not theirs is a 404 page.
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      return this.render(user, req, res, { error: error.message }, error.status);
    }
    res.redirect(303, `/settings/teams?notice=${DONE[action]}`);
  }

  private async render(user: User, req: Request, res: Response, messages: TeamsPageMessages, status = 200) {
    sendPage(res, teamsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, await this.own.list(user.id), messages), status);
  }
}

/** The new-team form's fields as typed (text only: anything else reads as empty, and the DTO refuses it). */
function newTeamFields(body: unknown): NewTeamForm {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name: text(b.name), slug: text(b.slug), timeZone: text(b.timeZone) };
}
