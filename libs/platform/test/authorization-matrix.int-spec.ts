import { Controller, Delete, Get, Module, Post, type Provider, type Type } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Internal, Public, Roles, SignedIn } from '../src/auth/auth.decorators';
import { AuthGuard } from '../src/auth/auth.guard';
import { JwtVerifier } from '../src/auth/jwt-verifier';
import { RouteCatalog } from '../src/auth/route-catalog';
import { AppErrorFilter } from '../src/errors/error-filter';
import { SERVICE_CONFIG } from '../src/service/tokens';
import { checkAuthorizationMatrix, createTestTokenIssuer, testLogger, type TestTokenIssuer } from '../src/testing';

const CONFIG = { NODE_ENV: 'test' };

@Controller('shelf')
@SignedIn()
class ShelfController {
  @Get(':id')
  one(): unknown {
    return { data: { id: 'a-private-shelf' } };
  }

  @Public()
  @Get()
  list(): unknown {
    return { data: [] };
  }
}

@Controller('admin/shelf')
@Roles('admin')
class AdminShelfController {
  @Delete(':id')
  remove(): unknown {
    return { data: { removed: true } };
  }
}

@Controller('internal/shelf')
@Internal('orders')
class InternalShelfController {
  @Post()
  reserve(): unknown {
    return { data: { reserved: true } };
  }
}

@Controller('admin/open')
@SignedIn()
class MisplacedAdminController {
  @Get()
  look(): unknown {
    return { data: { figures: [1, 2, 3] } };
  }
}

/** A Nest app with the routes, the route catalog and, when `guarded`, the platform's guard. */
async function appWith(
  tokens: TestTokenIssuer,
  controllers: Type[],
  guarded: boolean,
): Promise<{ app: NestFastifyApplication; baseUrl: string; kernel: { config: typeof CONFIG } }> {
  const providers: Provider[] = [
    RouteCatalog,
    { provide: JwtVerifier, useValue: tokens.verifier },
    { provide: SERVICE_CONFIG, useValue: CONFIG },
    ...(guarded ? [{ provide: APP_GUARD, useClass: AuthGuard }] : []),
  ];
  @Module({ imports: [DiscoveryModule], controllers, providers })
  class MatrixTestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(MatrixTestModule, new FastifyAdapter(), {
    logger: false,
    rawBody: true,
  });
  app.useGlobalFilters(new AppErrorFilter(testLogger('authorization-matrix')));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, kernel: { config: CONFIG } };
}

describe('checkAuthorizationMatrix', () => {
  let tokens: TestTokenIssuer;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function matrixOf(controllers: Type[], guarded: boolean) {
    const target = await appWith(tokens, controllers, guarded);
    apps.push(target.app);
    return checkAuthorizationMatrix(target, tokens);
  }

  it('passes routes whose rules the guard keeps, calling each refused and allowed caller', async () => {
    const matrix = await matrixOf([ShelfController, AdminShelfController, InternalShelfController], true);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes).toHaveLength(4);
    // signed-in 3 + admin 6 + internal 4; the public route promises nothing a call could disprove.
    expect(matrix.calls).toBe(13);
  });

  it('names every promise a service without the guard breaks, and the data it gave away', async () => {
    const matrix = await matrixOf([ShelfController, AdminShelfController, InternalShelfController], false);
    const summary = matrix.failures.map((failure) => failure.slice(0, failure.indexOf(': ')));
    expect(summary).toEqual([
      'GET /shelf/:id [@SignedIn()] as anonymous',
      'GET /shelf/:id [@SignedIn()] as inactive user',
      'GET /shelf/:id [@SignedIn()] as inactive admin',
      "DELETE /admin/shelf/:id [@Roles('admin')] as anonymous",
      "DELETE /admin/shelf/:id [@Roles('admin')] as student",
      "DELETE /admin/shelf/:id [@Roles('admin')] as seller",
      "DELETE /admin/shelf/:id [@Roles('admin')] as inactive user",
      "DELETE /admin/shelf/:id [@Roles('admin')] as inactive admin",
      "POST /internal/shelf [@Internal('orders')] as unsigned service",
      "POST /internal/shelf [@Internal('orders')] as user token on an internal route",
      "POST /internal/shelf [@Internal('orders')] as unlisted service",
    ]);
    expect(matrix.failures[0]).toContain('a-private-shelf');
  });

  it('refuses an /admin route that is not admin-only, even when the guard keeps its rule', async () => {
    const matrix = await matrixOf([MisplacedAdminController], true);
    expect(matrix.failures).toEqual([
      "GET /admin/open (MisplacedAdminController.look): an /admin route must be @Roles('admin'), not @SignedIn()",
    ]);
  });
});
