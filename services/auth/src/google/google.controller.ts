import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ApiData, AuthConfig, SessionResponse } from '@studyhub/contracts';
import { CurrentContext, LOGGER, Public, logFieldsOf, parseInput, type RequestContext } from '@studyhub/platform';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts/accounts.config';
import { SessionCookies } from '../accounts/session-ports';
import { GOOGLE_SETTINGS, type GoogleSettings } from './google.config';
import { GoogleErrors } from './google.errors';
import { afterSignInUrl, callbackParamsOf, failedSignInUrl } from './google-redirects';
import { GoogleSignInRefused } from './google-sign-in-refused';
import { GoogleSignInService, type ClientMeta } from './google-sign-in.service';
import { PENDING_SIGN_IN_TTL_SECONDS } from './pending-sign-in';

/** httpOnly cookie binding a started sign-in to the browser that started it (login CSRF). */
export const BROWSER_BINDING_COOKIE = 'sh_oidc';

/** POST /api/auth/google/id-token: the credential Google's one-tap hands the page. */
const idTokenRequestSchema = z.object({ credential: z.string().trim().min(1).max(8192) });

@Controller('auth')
export class GoogleController {
  constructor(
    @Inject(GOOGLE_SETTINGS) private readonly settings: GoogleSettings,
    @Inject(ACCOUNTS_SETTINGS) private readonly accountsSettings: AccountsSettings,
    private readonly signIns: GoogleSignInService,
    private readonly cookies: SessionCookies,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Which sign-in methods this deployment offers: the frontend hides the Google button without it.
   * The client id is public (Google's one-tap script runs in the browser with it).
   */
  @Public()
  @Get('config')
  config(): ApiData<AuthConfig> {
    const { client } = this.settings;
    return { data: client ? { google_enabled: true, google_client_id: client.clientId } : { google_enabled: false } };
  }

  @Public()
  @Get('google')
  async start(
    @Query('returnUrl') returnUrl: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<void> {
    this.requireEnabled();
    void reply.header('cache-control', 'no-store');
    try {
      const begun = await this.signIns.begin(returnUrl, request.cookies[BROWSER_BINDING_COOKIE]);
      void reply.setCookie(BROWSER_BINDING_COOKIE, begun.browserBinding, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.accountsSettings.cookieSecure,
        path: this.settings.cookiePath,
        maxAge: PENDING_SIGN_IN_TTL_SECONDS,
      });
      void reply.redirect(begun.authorizationUrl, 302);
    } catch (error) {
      this.logFailure(error, context);
      void reply.redirect(this.failureUrlOf(error), 302);
    }
  }

  @Public()
  @Get('google/callback')
  async callback(
    @Query() query: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<void> {
    this.requireEnabled();
    void reply.header('cache-control', 'no-store');
    try {
      const { session, returnUrl } = await this.signIns.finish(
        callbackParamsOf(query),
        request.cookies[BROWSER_BINDING_COOKIE],
        clientMetaOf(request),
        context,
      );
      this.cookies.write(reply, session);
      void reply.redirect(afterSignInUrl(this.settings.publicUrl, returnUrl), 302);
    } catch (error) {
      this.logFailure(error, context);
      void reply.redirect(this.failureUrlOf(error), 302);
    }
  }

  @Public()
  @Post('google/id-token')
  @HttpCode(200)
  async signInWithIdToken(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<SessionResponse>> {
    this.requireEnabled();
    const { credential } = parseInput(idTokenRequestSchema, body);
    let session: SessionResponse;
    try {
      session = await this.signIns.signInWithIdToken(credential, clientMetaOf(request), context);
    } catch (error) {
      this.logFailure(error, context);
      if (!(error instanceof GoogleSignInRefused)) throw error;
      if (error.reason === 'account_inactive') throw GoogleErrors.ACCOUNT_INACTIVE();
      if (error.reason === 'provider_unreachable') throw GoogleErrors.GOOGLE_UNREACHABLE();
      throw GoogleErrors.INVALID_TOKEN();
    }
    this.cookies.write(reply, session);
    return { data: session };
  }

  private requireEnabled(): void {
    if (!this.signIns.isEnabled) throw GoogleErrors.GOOGLE_SIGN_IN_UNAVAILABLE();
  }

  private logFailure(error: unknown, context: RequestContext): void {
    const logger = this.logger.child(logFieldsOf(context));
    if (!(error instanceof GoogleSignInRefused)) {
      logger.error({ err: error }, 'google sign-in failed');
      return;
    }
    const level = error.reason === 'provider_unreachable' ? 'error' : 'warn';
    logger[level]({ reason: error.reason, detail: error.message }, 'google sign-in refused');
  }

  private failureUrlOf(error: unknown): string {
    return error instanceof GoogleSignInRefused
      ? failedSignInUrl(this.settings.publicUrl, error.reason, error.returnUrl)
      : failedSignInUrl(this.settings.publicUrl, null, null);
  }
}

function clientMetaOf(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
