import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../../accounts/csrf.service';
import { CurrentUser } from '../../../accounts/current-user.decorator';
import { User } from '../../../accounts/user.entity';
import { FirstParty } from '../../../common/access/access.decorators';
import { DomainError, NotFoundError } from '../../../common/errors/domain-errors';
import { sendPage } from '../../../common/html/respond';
import { MAX_TAKE } from '../../../common/api/pagination';
import { parseInput } from '../../../common/validation/parse-input';
import { pathId } from '../../../common/validation/route-params';
import { CreateOrganizationDto, SetOwnerDto } from '../dto/organization.dto';
import { OrganizationsService } from '../organizations.service';
import { adminOrganizationsPage, OrgFormValues } from './admin-organizations.page';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Administrators' page for organizations: create them, name owners. */
@ApiExcludeController()
@Controller('settings/admin/organizations')
@FirstParty({ admin: true, html: true })
export class AdminOrganizationsPagesController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const names: Record<string, string> = { created: 'Organization created.', owner: 'Owner added.' };
    await this.render(user, req, res, { notice: names[notice ?? ''] });
  }

  @Post()
  async create(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const body = req.body as Record<string, unknown>;
    const values: OrgFormValues = { name: text(body.name), slug: text(body.slug), ownerEmail: text(body.ownerEmail) };
    try {
      // A form is read by hand (to re-render it with the problems), so it is validated here, at its edge.
      await this.organizations.create({ kind: 'admin', userId: user.id }, parseInput(CreateOrganizationDto, values));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.render(user, req, res, { error: error.message, values }, error.status);
    }
    res.redirect(303, '/settings/admin/organizations?notice=created');
  }

  @Post(':orgId/owner')
  async setOwner(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('orgId') orgId: string) {
    const id = pathId(orgId);
    if (id === null) throw new NotFoundError('Organization not found.');
    try {
      const input = parseInput(SetOwnerDto, { email: text((req.body as Record<string, unknown>).email) });
      await this.organizations.setOwner({ kind: 'admin', userId: user.id }, id, input);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      return this.render(user, req, res, { error: error.message }, error.status);
    }
    res.redirect(303, '/settings/admin/organizations?notice=owner');
  }

  private async render(user: User, req: Request, res: Response, messages: Parameters<typeof adminOrganizationsPage>[2], status = 200) {
    const page = await this.organizations.list({ take: MAX_TAKE });
    sendPage(res, adminOrganizationsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, page.items, messages), status);
  }
}
