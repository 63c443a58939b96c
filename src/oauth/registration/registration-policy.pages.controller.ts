import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { DomainError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import type { Scope } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from './registration-policy';
import { EVERY_CLIENT, REGISTRATION_PAGE, registrationPolicyPage } from './registration-policy.page';
import { RegistrationPolicyService } from './registration-policy.service';

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : []);

/** Administrators' page for the registration policy (the same rules as `PUT /v2/admin/registration-policy`). */
@ApiExcludeController()
@Controller('settings/admin/registration')
@FirstParty({ admin: true, html: true })
export class RegistrationPolicyPagesController {
  constructor(
    private readonly policy: RegistrationPolicyService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const text = notice === 'saved' ? 'Policy saved. It applies to new registrations now.' : undefined;
    sendPage(res, registrationPolicyPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, await this.policy.current(), { notice: text }));
  }

  @Post()
  async save(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const body = req.body as Record<string, unknown>;
    // A form is read by hand (unchecked boxes are absent), so it is shaped here, at its edge.
    const input: RegistrationPolicy = {
      dynamicRegistration: body.dynamicRegistration === 'on',
      metadataDocuments: body.metadataDocuments === 'on',
      scopes: list(body.scopes) as Scope[],
      autoApproveHosts: [
        ...(body.approveEveryClient === 'on' ? [EVERY_CLIENT] : []),
        ...list(body.autoApproveHosts).flatMap((v) => v.split(/[\s,]+/)),
      ].slice(0, 102),
    };
    try {
      await this.policy.update({ kind: 'admin', userId: user.id }, input);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return sendPage(res, registrationPolicyPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, input, { error: error.message }), error.status);
    }
    res.redirect(303, `${REGISTRATION_PAGE}?notice=saved`);
  }
}
