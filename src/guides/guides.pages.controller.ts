import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../accounts/csrf.service';
import { FirstParty } from '../common/access/access.decorators';
import { sendPage } from '../common/html/respond';
import { guidePage } from './guide.page';
import { Guide, GUIDES } from './guides';
import { GuidesService } from './guides.service';

const [APP_DEVELOPERS, SCOPES] = GUIDES;

/** The developer guides as pages, beside the API reference at `/docs`. Anyone may read them. */
@ApiExcludeController()
@Controller('docs')
@FirstParty({ signedIn: 'optional', html: true })
export class GuidesPagesController {
  constructor(
    private readonly guides: GuidesService,
    private readonly csrf: CsrfService,
  ) {}

  @Get('guide')
  appDevelopers(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.show(APP_DEVELOPERS, req, res);
  }

  @Get('scopes')
  scopes(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.show(SCOPES, req, res);
  }

  private async show(guide: Guide, req: Request, res: Response): Promise<void> {
    const doc = await this.guides.render(guide);
    const viewer = req.currentUser ? { user: req.currentUser, csrfToken: this.csrf.tokenFor(req, res) } : undefined;
    sendPage(res, guidePage(guide, doc, viewer));
  }
}
