import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FirstParty } from '../common/access/access.decorators';
import { sendPage } from '../common/html/respond';
import { AdminWork } from './admin-work';
import { CsrfService } from './csrf.service';
import { CurrentUser } from './current-user.decorator';
import { settingsPage } from './pages/settings.page';
import { User } from './user.entity';

/** `/settings`: the index of the person's settings pages (each feature serves its own under it). */
@ApiExcludeController()
@Controller('settings')
@FirstParty({ html: true })
export class SettingsPagesController {
  constructor(
    private readonly csrf: CsrfService,
    private readonly adminWork: AdminWork,
  ) {}

  @Get()
  async index(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response): Promise<void> {
    const notes = user.role === 'admin' ? await this.adminWork.notes() : {};
    sendPage(res, settingsPage(user, this.csrf.tokenFor(req, res), notes));
  }
}
