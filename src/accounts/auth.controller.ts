import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExcludeEndpoint, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FirstParty } from '../common/access/access.decorators';
import { ApiSuccess } from '../common/api/envelope';
import { DomainError, ValidationError } from '../common/errors/domain-errors';
import { sendPage } from '../common/html/respond';
import { answersWithPage } from '../common/http/answer-with-page';
import { validateInput } from '../common/validation/validate-input';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf.service';
import { LoginDto, SignupDto, UserResponseDto } from './dto/auth.dto';
import { homePage, loginPage, signupPage } from './pages/auth.pages';
import { SessionsService } from './sessions.service';
import { SignInPurposes } from './sign-in-purpose';
import { AdminWork } from './admin-work';
import { safeReturnTo } from './sign-in-redirect';

/**
 * Sign-up, sign-in and sign-out. Each POST takes an HTML form or JSON, so scripts can sign in too,
 * and answers as Accept asks (a page or a 303, or JSON); without a preference, as it was sent. Bodies are validated here rather than by
 * the global pipe so that a form can be shown again with its problems.
 */
@ApiTags('Accounts')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly csrf: CsrfService,
    private readonly purposes: SignInPurposes,
    private readonly adminWork: AdminWork,
  ) {}

  @Get()
  @ApiExcludeEndpoint()
  @FirstParty({ signedIn: 'optional', html: true })
  async home(@Req() req: Request, @Res() res: Response): Promise<void> {
    const user = req.currentUser;
    const notes = user?.role === 'admin' ? await this.adminWork.notes() : {};
    sendPage(res, homePage(user, user ? this.csrf.tokenFor(req, res) : undefined, notes));
  }

  @Get('auth/login')
  @ApiExcludeEndpoint()
  @FirstParty({ signedIn: 'optional', html: true })
  async loginForm(@Req() req: Request, @Res() res: Response, @Query('returnTo') returnTo?: string): Promise<void> {
    const target = safeReturnTo(returnTo);
    if (req.currentUser) return res.redirect(303, target);
    sendPage(res, loginPage({ csrfToken: this.csrf.tokenFor(req, res), returnTo: target, appName: await this.purposes.appNameFor(target) }));
  }

  @Post('auth/login')
  @FirstParty({ signedIn: 'optional', html: true })
  @ApiOperation({ summary: 'Sign in (JSON for scripts; the page posts a form)', description: 'Sets the session cookie.' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: LoginDto })
  @ApiResponse({ status: 204, description: 'Signed in; the session cookie is set.' })
  @ApiResponse({ status: 401, description: 'Incorrect email or password.' })
  @ApiResponse({ status: 429, description: 'Too many failed attempts for this account.' })
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    const isForm = answersWithPage(req);
    const { value, errors } = validateInput(LoginDto, req.body);
    const returnTo = safeReturnTo(value.returnTo);
    try {
      if (errors.length > 0) throw new ValidationError(errors.join(' '));
      const user = await this.auth.authenticate(value.email, value.password);
      await this.sessions.end(req, res);
      await this.sessions.start(res, user.id);
    } catch (error) {
      if (!isForm || !(error instanceof DomainError)) throw error;
      res.set(error.headers);
      const appName = await this.purposes.appNameFor(returnTo);
      const page = loginPage({ csrfToken: this.csrf.tokenFor(req, res), returnTo, appName, email: value.email, error: error.message });
      return sendPage(res, page, error.status);
    }
    if (isForm) return res.redirect(303, returnTo);
    res.status(204).end();
  }

  @Get('auth/signup')
  @ApiExcludeEndpoint()
  @FirstParty({ signedIn: 'optional', html: true })
  async signupForm(@Req() req: Request, @Res() res: Response, @Query('returnTo') returnTo?: string): Promise<void> {
    const target = safeReturnTo(returnTo);
    if (req.currentUser) return res.redirect(303, target);
    sendPage(res, signupPage({ csrfToken: this.csrf.tokenFor(req, res), returnTo: target, appName: await this.purposes.appNameFor(target) }));
  }

  @Post('auth/signup')
  @FirstParty({ signedIn: 'optional', html: true })
  @ApiOperation({ summary: 'Create an account and sign in (JSON for scripts; the page posts a form)' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: SignupDto })
  @ApiSuccess(UserResponseDto, { status: 201 })
  @ApiResponse({ status: 409, description: 'An account with this email address already exists.' })
  @ApiResponse({ status: 422, description: 'Invalid input, e.g. a weak password.' })
  @ApiResponse({ status: 429, description: 'Too many sign-up attempts from this address or for this email.' })
  async signup(@Req() req: Request, @Res() res: Response): Promise<void> {
    const isForm = answersWithPage(req);
    const { value, errors } = validateInput(SignupDto, req.body);
    const returnTo = safeReturnTo(value.returnTo);
    try {
      if (errors.length > 0) throw new ValidationError(errors.join(' '));
      const user = await this.auth.signUp(value, req.ip ?? 'unknown');
      await this.sessions.end(req, res);
      await this.sessions.start(res, user.id);
      if (!isForm) return void res.status(201).json({ status: 'success', data: UserResponseDto.from(user) });
    } catch (error) {
      if (!isForm || !(error instanceof DomainError)) throw error;
      res.set(error.headers);
      const appName = await this.purposes.appNameFor(returnTo);
      const page = { csrfToken: this.csrf.tokenFor(req, res), returnTo, appName, email: value.email, name: value.name };
      return sendPage(res, signupPage({ ...page, error: error.message }), error.status);
    }
    res.redirect(303, returnTo);
  }

  @Post('auth/logout')
  @FirstParty({ signedIn: 'optional', html: true })
  @ApiOperation({ summary: 'Sign out' })
  @ApiResponse({ status: 204, description: 'The session is ended.' })
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.sessions.end(req, res);
    if (req.is('application/json')) return void res.status(204).end();
    res.redirect(303, '/auth/login');
  }
}
