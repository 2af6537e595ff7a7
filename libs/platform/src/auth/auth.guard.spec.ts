import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignJWT, createLocalJWKSet, errors as joseErrors, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import type { RequestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { signInternalRequest } from '../internal/internal-signature';
import { Internal, Public, Roles, SignedIn, type AuthenticatedRequest } from './auth.decorators';
import { AuthGuard } from './auth.guard';
import { JwtVerifier } from './jwt-verifier';
import type { Principal } from './principal';

class ProtectedController {
  @SignedIn()
  open(): void {}
  @Public()
  landing(): void {}
  @Roles('admin')
  adminOnly(): void {}
  @Roles('user')
  usersOnly(): void {}
  @Public()
  @Roles('admin')
  publicButAdmin(): void {}
  unruled(): void {}
}

@SignedIn()
class MembersController {
  area(): void {}
  @Public()
  teaser(): void {}
}

@Public()
class PublicController {
  page(): void {}
  @Roles('admin')
  moderate(): void {}
}

@Roles('admin')
class AdminController {
  dashboard(): void {}
}

@Internal('orders', 'ai-tools')
class LedgerInternalController {
  spend(): void {}
}

type Request = AuthenticatedRequest & {
  method: string;
  url?: string;
  rawBody?: Buffer;
  headers: Record<string, string | undefined>;
  studyhubContext?: RequestContext;
};

function contextFor(
  controller: abstract new () => unknown,
  method: string,
  headers: Record<string, string | undefined> = {},
  type = 'http',
  httpMethod = 'GET',
): { context: ExecutionContext; request: Request } {
  const request: Request = { method: httpMethod, headers, studyhubContext: { requestId: 'r', correlationId: 'c' } };
  const handler = (controller.prototype as Record<string, () => void>)[method]!;
  const context = {
    getType: () => type,
    getHandler: () => handler,
    getClass: () => controller,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected the guard to refuse');
}

describe('AuthGuard', () => {
  let privateKey: KeyLike;
  let guard: AuthGuard;
  const reflector = new Reflector();
  const settings = { jwksUrl: 'http://auth.invalid/jwks.json', issuer: 'studyhub-auth', audience: 'studyhub' };

  function token(
    claims: { role?: string; status?: string; sub?: string } = {},
    expiresAt: string | number = '15m',
  ): Promise<string> {
    return new SignJWT({ role: claims.role ?? 'user', status: claims.status ?? 'active' })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(claims.sub ?? 'user-1')
      .setIssuer(settings.issuer)
      .setAudience(settings.audience)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
  }

  const bearer = async (...args: Parameters<typeof token>) => ({ authorization: `Bearer ${await token(...args)}` });
  const expired = () => bearer({}, Math.floor(Date.now() / 1000) - 60);

  beforeAll(async () => {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
    guard = new AuthGuard(reflector, new JwtVerifier({ ...settings, keySet: createLocalJWKSet({ keys: [jwk] }) }));
  });

  describe('on an internal route', () => {
    const secret = 'internal-test-secret';
    const internalGuard = () =>
      new AuthGuard(reflector, new JwtVerifier({ ...settings, keySet: createLocalJWKSet({ keys: [] }) }), {
        NODE_ENV: 'test',
        INTERNAL_API_SECRET: secret,
      });
    const call = (service: string, signWith = secret, body = '{"amount":5}') => {
      const { context, request } = contextFor(LedgerInternalController, 'spend', {}, 'http', 'POST');
      request.url = '/internal/spends';
      request.rawBody = Buffer.from(body);
      Object.assign(
        request.headers,
        signInternalRequest(signWith, { service, method: 'POST', path: '/internal/spends', body: '{"amount":5}' }),
      );
      return { context, request };
    };

    it('lets a listed service with a good signature through and names it', async () => {
      const { context, request } = call('orders');
      await expect(internalGuard().canActivate(context)).resolves.toBe(true);
      expect(request.internalCaller).toBe('orders');
      expect(request.principal).toBeUndefined();
    });

    it('refuses a service not on the list, a bad signature, a changed body and a user token', async () => {
      expect((await rejectionOf(internalGuard().canActivate(call('catalog').context))).status).toBe(403);
      expect((await rejectionOf(internalGuard().canActivate(call('orders', 'wrong').context))).status).toBe(401);
      expect(
        (await rejectionOf(internalGuard().canActivate(call('orders', secret, '{"amount":500}').context))).status,
      ).toBe(401);
      const { context } = contextFor(
        LedgerInternalController,
        'spend',
        await bearer({ role: 'admin' }),
        'http',
        'POST',
      );
      expect((await rejectionOf(internalGuard().canActivate(context))).status).toBe(401);
    });
  });

  it('lets non-HTTP contexts through', async () => {
    const { context } = contextFor(ProtectedController, 'open', {}, 'rpc');
    await expect(guard.canActivate(context)).resolves.toBe(true);
  });

  describe('on a public route', () => {
    it('lets an anonymous caller through', async () => {
      const { context, request } = contextFor(ProtectedController, 'landing');
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });

    it('still identifies a caller with a valid token', async () => {
      const { context, request } = contextFor(ProtectedController, 'landing', await bearer({ sub: 'user-42' }));
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal?.userId).toBe('user-42');
    });

    it('treats an expired token as an anonymous visit', async () => {
      const { context, request } = contextFor(ProtectedController, 'landing', await expired());
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });

    it('treats a garbage cookie as an anonymous visit', async () => {
      const { context, request } = contextFor(ProtectedController, 'landing', { cookie: 'sh_access=garbage' });
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });

    it('applies to every route of a @Public() controller', async () => {
      const { context } = contextFor(PublicController, 'page');
      await expect(guard.canActivate(context)).resolves.toBe(true);
    });

    it('does not hide that sign-in cannot be checked', async () => {
      const unavailable = new AuthGuard(
        reflector,
        new JwtVerifier({
          ...settings,
          keySet: async () => {
            throw new joseErrors.JWKSTimeout();
          },
        }),
      );
      const { context } = contextFor(ProtectedController, 'landing', await bearer());
      const error = await rejectionOf(unavailable.canActivate(context));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
    });

    it('lets a method @Public() open one route of a @SignedIn() controller', async () => {
      await expect(guard.canActivate(contextFor(MembersController, 'teaser').context)).resolves.toBe(true);
      expect((await rejectionOf(guard.canActivate(contextFor(MembersController, 'area').context))).code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it('lets a method @Roles() narrow a @Public() controller', async () => {
      const user = contextFor(PublicController, 'moderate', await bearer({ role: 'user' }));
      expect((await rejectionOf(guard.canActivate(user.context))).message).toBe('Unauthorized: Admin access required');
    });
  });

  describe('on a route without exactly one rule', () => {
    it('refuses everyone, an admin too, when the route has no rule', async () => {
      const { context } = contextFor(ProtectedController, 'unruled', await bearer({ role: 'admin' }));
      expect((await rejectionOf(guard.canActivate(context))).status).toBe(500);
    });

    it('refuses everyone when @Public() and @Roles() sit on the same method', async () => {
      const { context } = contextFor(ProtectedController, 'publicButAdmin', await bearer({ role: 'admin' }));
      expect((await rejectionOf(guard.canActivate(context))).status).toBe(500);
    });
  });

  describe('on a protected route', () => {
    it('refuses a caller without a token', async () => {
      const { context } = contextFor(ProtectedController, 'open');
      const error = await rejectionOf(guard.canActivate(context));
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.status).toBe(401);
    });

    it('says the session ended when the gateway took a revoked token away', async () => {
      const { context } = contextFor(ProtectedController, 'open', { 'x-studyhub-access-revoked': '1' });
      const error = await rejectionOf(guard.canActivate(context));
      expect([error.status, error.message]).toEqual([401, 'Your session has ended. Please sign in again.']);
      const plain = await rejectionOf(guard.canActivate(contextFor(ProtectedController, 'open').context));
      expect(plain.message).toBe('User not authenticated');
    });

    it('refuses an expired token', async () => {
      const { context } = contextFor(ProtectedController, 'open', await expired());
      expect((await rejectionOf(guard.canActivate(context))).code).toBe('UNAUTHENTICATED');
    });

    it('refuses a malformed Authorization header even when a valid cookie is sent', async () => {
      const { context } = contextFor(ProtectedController, 'open', {
        authorization: 'Token abc',
        cookie: `sh_access=${await token()}`,
      });
      expect((await rejectionOf(guard.canActivate(context))).code).toBe('UNAUTHENTICATED');
    });

    it('accepts a valid token from the header and records the principal', async () => {
      const { context, request } = contextFor(ProtectedController, 'open', await bearer({ sub: 'user-7' }));
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal).toMatchObject<Partial<Principal>>({ userId: 'user-7', role: 'user', status: 'active' });
    });

    it('accepts a valid token from the session cookie', async () => {
      const { context, request } = contextFor(ProtectedController, 'open', {
        cookie: `theme=dark; sh_access=${await token({ sub: 'user-8' })}`,
      });
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal?.userId).toBe('user-8');
    });

    it('records the user on the request context for the logs', async () => {
      const { context, request } = contextFor(ProtectedController, 'open', await bearer({ sub: 'user-9' }));
      await guard.canActivate(context);
      expect(request.studyhubContext?.userId).toBe('user-9');
    });

    it('forbids an account that is not active', async () => {
      const { context } = contextFor(ProtectedController, 'open', await bearer({ status: 'inactive' }));
      const error = await rejectionOf(guard.canActivate(context));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.status).toBe(403);
      expect(error.message).toBe('Your account is not active.');
    });
  });

  describe('with a cookie session writing', () => {
    const cookieSession = async (csrfHeader?: string) => ({
      cookie: `sh_access=${await token({ sub: 'user-5' })}; sh_csrf=c5rf`,
      ...(csrfHeader !== undefined ? { 'x-csrf-token': csrfHeader } : {}),
    });

    it('accepts the write when the CSRF header echoes the cookie', async () => {
      const { context, request } = contextFor(ProtectedController, 'open', await cookieSession('c5rf'), 'http', 'POST');
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal?.userId).toBe('user-5');
    });

    it('refuses a protected write without the CSRF header', async () => {
      const { context, request } = contextFor(ProtectedController, 'open', await cookieSession(), 'http', 'PUT');
      const error = await rejectionOf(guard.canActivate(context));
      expect(error).toMatchObject({ code: 'CSRF_FAILED', status: 403 });
      expect(request.principal).toBeUndefined();
    });

    it('treats a public write without the CSRF header as anonymous', async () => {
      const { context, request } = contextFor(
        ProtectedController,
        'landing',
        await cookieSession('wrong'),
        'http',
        'POST',
      );
      await expect(guard.canActivate(context)).resolves.toBe(true);
      expect(request.principal).toBeUndefined();
    });

    it('needs no CSRF header for a Bearer token', async () => {
      const { context } = contextFor(ProtectedController, 'open', await bearer(), 'http', 'DELETE');
      await expect(guard.canActivate(context)).resolves.toBe(true);
    });
  });

  describe('with @Roles()', () => {
    it('tells a user that the route needs an admin', async () => {
      const { context } = contextFor(ProtectedController, 'adminOnly', await bearer({ role: 'user' }));
      const error = await rejectionOf(guard.canActivate(context));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Unauthorized: Admin access required');
    });

    it('lets an active admin through', async () => {
      const { context } = contextFor(ProtectedController, 'adminOnly', await bearer({ role: 'admin' }));
      await expect(guard.canActivate(context)).resolves.toBe(true);
    });

    it('forbids an inactive admin', async () => {
      const { context } = contextFor(
        ProtectedController,
        'adminOnly',
        await bearer({ role: 'admin', status: 'inactive' }),
      );
      expect((await rejectionOf(guard.canActivate(context))).message).toBe('Your account is not active.');
    });

    it('refuses an anonymous caller as UNAUTHENTICATED, not FORBIDDEN', async () => {
      const { context } = contextFor(ProtectedController, 'adminOnly');
      expect((await rejectionOf(guard.canActivate(context))).code).toBe('UNAUTHENTICATED');
    });

    it('uses the generic message for roles other than admin', async () => {
      const { context } = contextFor(ProtectedController, 'usersOnly', await bearer({ role: 'admin' }));
      const error = await rejectionOf(guard.canActivate(context));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('You are not allowed to do this.');
    });

    it('applies a controller-level role to its routes', async () => {
      const user = contextFor(AdminController, 'dashboard', await bearer({ role: 'user' }));
      expect((await rejectionOf(guard.canActivate(user.context))).message).toBe('Unauthorized: Admin access required');
      const admin = contextFor(AdminController, 'dashboard', await bearer({ role: 'admin' }));
      await expect(guard.canActivate(admin.context)).resolves.toBe(true);
    });
  });
});
