import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIES,
  changePasswordRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
  type AccountUser,
  type ApiData,
  type SessionResponse,
} from '@studyhub/contracts';
import {
  AppError,
  CurrentContext,
  CurrentPrincipal,
  Public,
  SignedIn,
  isCsrfSafe,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { toAccountUser } from '../users/account-user';
import { AccountsErrors } from './accounts.errors';
import { PasswordsService } from './passwords/passwords.service';
import { RegistrationService } from './registration/registration.service';
import { clientMetaOf } from './sessions/client-meta';
import { SessionCookiesService } from './sessions/session-cookies.service';
import { SessionsService } from './sessions/sessions.service';
import { SignInService } from './sign-in/sign-in.service';

/** The same answer whether or not the address has an account. */
const ACCEPTED = { data: { accepted: true } } as const;

interface PresentedRefreshToken {
  token: string;
  fromCookie: boolean;
}

/** Sign-up, sign-in, sessions, e-mail verification and passwords (API.md, "Auth and users"). */
@Controller('auth')
@SignedIn()
export class AccountsController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly signIn: SignInService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordsService,
    private readonly cookies: SessionCookiesService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ user: AccountUser }>> {
    const input = parseInput(registerRequestSchema, body);
    return { data: { user: await this.registration.register(input, clientMetaOf(request), context) } };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SessionResponse>> {
    return this.passwordSignIn('app', body, request, reply, context);
  }

  @Public()
  @Post('admin/login')
  @HttpCode(200)
  adminLogin(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SessionResponse>> {
    return this.passwordSignIn('admin', body, request, reply, context);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<SessionResponse>> {
    const presented = this.presentedRefreshToken(body, request);
    if (!presented) throw AppError.of('UNAUTHENTICATED');
    try {
      const session = await this.sessions.refresh(presented.token, clientMetaOf(request));
      this.cookies.write(reply, session);
      return { data: session };
    } catch (error) {
      if (presented.fromCookie) this.cookies.clear(reply);
      throw error;
    }
  }

  /** Ends the session even when its access token has expired: the refresh token names it. */
  @Public()
  @Post('logout')
  @HttpCode(204)
  async logout(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<void> {
    const presented = this.presentedRefreshToken(body, request);
    if (presented) await this.sessions.endByRefreshToken(presented.token);
    if (principal?.sessionId) await this.sessions.endSession(principal.sessionId);
    this.cookies.clear(reply);
  }

  @Get('me')
  async me(@CurrentPrincipal() principal: Principal): Promise<ApiData<{ user: AccountUser }>> {
    // A token outlives its session by at most its lifetime; auth itself already knows it ended.
    const user = await this.sessions.currentUser(principal);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    return { data: { user: toAccountUser(user) } };
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SessionResponse>> {
    const { token } = parseInput(verifyEmailRequestSchema, body);
    const session = await this.registration.verifyEmail(token, clientMetaOf(request), context);
    this.cookies.write(reply, session);
    return { data: session };
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(202)
  async resendVerification(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentContext() context: RequestContext,
  ): Promise<typeof ACCEPTED> {
    const { email } = parseInput(emailOnlyRequestSchema, body);
    await this.registration.resendVerification(email, clientMetaOf(request), context);
    return ACCEPTED;
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  async forgotPassword(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentContext() context: RequestContext,
  ): Promise<typeof ACCEPTED> {
    const { email } = parseInput(emailOnlyRequestSchema, body);
    await this.passwords.requestReset(email, clientMetaOf(request), context);
    return ACCEPTED;
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body() body: unknown,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ password_reset: true }>> {
    const input = parseInput(resetPasswordRequestSchema, body);
    await this.passwords.resetPassword(input.token, input.password, context);
    return { data: { password_reset: true } };
  }

  @Put('password')
  @HttpCode(200)
  async changePassword(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ password_changed: true }>> {
    const input = parseInput(changePasswordRequestSchema, body);
    await this.passwords.changePassword(principal, input.current_password, input.new_password, context);
    return { data: { password_changed: true } };
  }

  private async passwordSignIn(
    door: 'app' | 'admin',
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    context: RequestContext,
  ): Promise<ApiData<SessionResponse>> {
    const input = parseInput(loginRequestSchema, body);
    const session = await this.signIn.signIn(input, door, clientMetaOf(request), context);
    this.cookies.write(reply, session);
    return { data: session };
  }

  /**
   * The refresh token from the body, else from the cookie. A cookie is sent by the browser on its
   * own, so (like every cookie-authenticated write) it needs the CSRF header.
   */
  private presentedRefreshToken(body: unknown, request: FastifyRequest): PresentedRefreshToken | null {
    const { refresh_token: fromBody } = parseInput(refreshRequestSchema, body ?? {});
    if (fromBody) return { token: fromBody, fromCookie: false };
    const fromCookie = request.cookies[SESSION_COOKIES.refresh];
    if (!fromCookie) return null;
    if (!isCsrfSafe(request.method, request.headers)) throw AccountsErrors.CSRF_FAILED();
    return { token: fromCookie, fromCookie: true };
  }
}
