import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { internalApiSecret, verifyInternalRequest } from '../internal/internal-signature';
import { SERVICE_CONFIG } from '../service/tokens';
import type { AuthenticatedRequest } from './auth.decorators';
import { isCsrfSafe } from './csrf';
import { JwtVerifier } from './jwt-verifier';
import { ACCESS_REVOKED_HEADER, ACCESS_REVOKED_MESSAGE, extractAccessToken } from './principal';
import { declaredRouteRule } from './route-rule';

/**
 * Each route declares who may call it: @Public(), @SignedIn() (a verified, active caller),
 * @Roles() or @Internal() (ADR 0034). The gateway checks too, but each service decides for itself.
 */
const CSRF_FAILED = () =>
  new AppError('CSRF_FAILED', 403, 'Your session could not be verified. Please reload the page and try again.');

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: JwtVerifier,
    @Optional() @Inject(SERVICE_CONFIG) private readonly config?: { NODE_ENV?: string; INTERNAL_API_SECRET?: string },
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const { rule } = declaredRouteRule(this.reflector, context.getHandler(), context.getClass());
    // The route catalog stops a service with an unruled route at boot; should one slip through, it
    // is closed, never open.
    if (!rule) throw AppError.of('INTERNAL', 'This route has no authorization rule.');
    if (rule.kind === 'internal') return this.checkInternalCall(request, rule.callers);
    const isPublic = rule.kind === 'public';
    const roles = rule.kind === 'roles' ? rule.roles : undefined;
    const token = extractAccessToken(request.headers);

    // A cookie session writing without the CSRF header may be a forged cross-site request: a public
    // route treats it as anonymous, any other refuses it.
    const csrfSafe = isCsrfSafe(request.method, request.headers);
    if (token && !csrfSafe && !isPublic) throw CSRF_FAILED();
    if (token && csrfSafe) {
      try {
        request.principal = await this.verifier.verify(token);
        if (request.studyhubContext) request.studyhubContext.userId = request.principal.userId;
      } catch (error) {
        // An expired token on a public page is an anonymous visit, not an error.
        if (!isPublic || (error instanceof AppError && error.code !== 'UNAUTHENTICATED')) throw error;
      }
    }
    if (isPublic) return true;
    const principal = request.principal;
    if (!principal) {
      // The gateway took a revoked token away (ADR 0036): say so rather than "not authenticated".
      const revoked = request.headers[ACCESS_REVOKED_HEADER] === '1';
      throw AppError.of('UNAUTHENTICATED', revoked ? ACCESS_REVOKED_MESSAGE : undefined);
    }
    if (principal.status !== 'active') throw AppError.of('FORBIDDEN', 'Your account is not active.');
    if (roles && !roles.includes(principal.role)) {
      throw AppError.of('FORBIDDEN', roles.includes('admin') ? 'Unauthorized: Admin access required' : undefined);
    }
    return true;
  }

  /** Internal calls prove their service with a signature over method, path, time and body. */
  private checkInternalCall(request: FastifyRequest & AuthenticatedRequest, callers: readonly string[]): boolean {
    const verdict = verifyInternalRequest(internalApiSecret(this.config ?? {}), {
      method: request.method,
      path: request.url,
      headers: request.headers,
      rawBody: (request as FastifyRequest & { rawBody?: Buffer }).rawBody,
    });
    if (!verdict.ok) throw AppError.of('UNAUTHENTICATED', 'This internal call is not signed correctly.');
    if (!callers.includes(verdict.service)) throw AppError.of('FORBIDDEN', 'This service may not make this call.');
    request.internalCaller = verdict.service;
    return true;
  }
}
