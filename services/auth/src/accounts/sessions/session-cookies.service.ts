import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIES, type SessionResponse } from '@studyhub/contracts';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts.config';
import { SessionCookies } from '../session-ports';
import { sessionCookieOptions, type CookieOptions } from './cookie-options';

const CSRF_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/** Writes and clears `sh_access`, `sh_refresh` and `sh_csrf` on a Fastify reply. */
@Injectable()
export class SessionCookiesService extends SessionCookies {
  private readonly options: Record<'access' | 'refresh' | 'csrf', CookieOptions>;

  constructor(@Inject(ACCOUNTS_SETTINGS) settings: AccountsSettings) {
    super();
    this.options = sessionCookieOptions(settings.cookieSecure);
  }

  write(reply: FastifyReply, session: SessionResponse): void {
    void reply.setCookie(SESSION_COOKIES.access, session.access_token, this.options.access);
    void reply.setCookie(SESSION_COOKIES.refresh, session.refresh_token, this.options.refresh);
    // A renewal keeps the CSRF token other tabs may be sending right now.
    const current = reply.request.cookies[SESSION_COOKIES.csrf];
    const csrf = current && CSRF_TOKEN.test(current) ? current : randomBytes(32).toString('base64url');
    void reply.setCookie(SESSION_COOKIES.csrf, csrf, this.options.csrf);
  }

  clear(reply: FastifyReply): void {
    for (const name of ['access', 'refresh', 'csrf'] as const) {
      const { path, secure, sameSite, httpOnly } = this.options[name];
      void reply.clearCookie(SESSION_COOKIES[name], { path, secure, sameSite, httpOnly });
    }
  }
}
