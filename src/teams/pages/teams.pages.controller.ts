import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { MAX_TAKE } from '../../scheduling/common/pagination';
import { pathId } from '../access/team-route.decorator';
import { TeamMembershipsService } from '../team-memberships.service';
import { TeamsService } from '../teams.service';
import { teamsPage } from './teams.page';

const NOTICES: Record<string, string> = {
  accepted: 'Invitation accepted: you are now a member of the team.',
  declined: 'Invitation declined.',
  left: 'You have left the team.',
};

/** `/settings/teams`: a person's teams and invitations, in the browser. */
@ApiExcludeController()
@Controller('settings/teams')
@FirstParty({ html: true })
export class TeamsPagesController {
  constructor(
    private readonly teams: TeamsService,
    private readonly memberships: TeamMembershipsService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    await this.render(user, req, res, { notice: NOTICES[notice ?? ''] });
  }

  @Post(':teamId/:action')
  async act(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('teamId') teamId: string, @Param('action') action: string) {
    const id = pathId(teamId);
    const done = { accept: 'accepted', decline: 'declined', leave: 'left' }[action];
    if (id === null || !done) throw new NotFoundError('Team not found.');
    try {
      await this.memberships.actOnOwn(user.id, id, action === 'accept' ? 'accept' : 'leave');
    } catch (error) {
      // The page shows what went wrong (the last owner cannot leave); a team that is not theirs is a 404 page.
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      return this.render(user, req, res, { error: error.message }, error.status);
    }
    res.redirect(303, `/settings/teams?notice=${done}`);
  }

  private async render(user: User, req: Request, res: Response, messages: { notice?: string; error?: string }, status = 200) {
    const page = await this.teams.listMine(user.id, { take: MAX_TAKE });
    sendPage(res, teamsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, page.items, messages), status);
  }
}
