import { Controller, Delete, Get, Module, Post, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Internal, Public, Roles, SignedIn } from './auth.decorators';
import { RouteCatalog, RouteRuleMissingError } from './route-catalog';

@Controller('shelf')
@SignedIn()
class ShelfController {
  @Get()
  list(): void {}
  @Public()
  @Get(':id')
  one(): void {}
  @Roles('admin')
  @Delete(':id')
  remove(): void {}
  helper(): void {}
}

@Controller('internal/shelf')
@Internal('orders')
class InternalShelfController {
  @Post(['reserve', 'hold'])
  reserve(): void {}
}

@Controller('loose')
class LooseController {
  @Public()
  @Get()
  fine(): void {}
  @Get('forgotten')
  forgotten(): void {}
  @Public()
  @Roles('admin')
  @Post('torn')
  torn(): void {}
}

async function bootWith(...controllers: Type[]): Promise<RouteCatalog> {
  @Module({ imports: [DiscoveryModule], controllers, providers: [RouteCatalog] })
  class CatalogTestModule {}
  const app = await NestFactory.create(CatalogTestModule, new FastifyAdapter(), { logger: false, abortOnError: false });
  try {
    await app.init();
    return app.get(RouteCatalog);
  } finally {
    await app.close();
  }
}

describe('RouteCatalog', () => {
  it('lists every route with its method, full path and the rule that applies to it', async () => {
    const catalog = await bootWith(ShelfController, InternalShelfController);
    expect(catalog.routes()).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/shelf', handler: 'ShelfController.list', rule: { kind: 'signed-in' } },
        { method: 'GET', path: '/shelf/:id', handler: 'ShelfController.one', rule: { kind: 'public' } },
        {
          method: 'DELETE',
          path: '/shelf/:id',
          handler: 'ShelfController.remove',
          rule: { kind: 'roles', roles: ['admin'] },
        },
        {
          method: 'POST',
          path: '/internal/shelf/reserve',
          handler: 'InternalShelfController.reserve',
          rule: { kind: 'internal', callers: ['orders'] },
        },
        {
          method: 'POST',
          path: '/internal/shelf/hold',
          handler: 'InternalShelfController.reserve',
          rule: { kind: 'internal', callers: ['orders'] },
        },
      ]),
    );
    expect(catalog.routes()).toHaveLength(5);
  });

  it('stops the application at boot, naming each route without exactly one rule', async () => {
    const boot = bootWith(ShelfController, LooseController);
    await expect(boot).rejects.toBeInstanceOf(RouteRuleMissingError);
    const error = (await boot.catch((caught: unknown) => caught)) as RouteRuleMissingError;
    expect(error.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /loose/forgotten',
      'POST /loose/torn',
    ]);
    expect(error.message).toContain('GET /loose/forgotten (LooseController.forgotten): has no rule');
    expect(error.message).toContain('POST /loose/torn (LooseController.torn): carries public and roles');
  });
});
