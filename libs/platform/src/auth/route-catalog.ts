import { Injectable, RequestMethod, type OnModuleInit } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { declaredRouteRule, type RouteRule } from './route-rule';

/** One HTTP route of a service, as Nest maps it, with the rule that decides who may call it. */
export interface RouteDescription {
  method: string;
  /** Fastify's form: `/documents/:id`. */
  path: string;
  /** `DocumentsController.findOne`, to name the code in messages. */
  handler: string;
  rule?: RouteRule;
  /** The rule kinds a method or controller carries at once (a mistake). */
  conflicting?: RouteRule['kind'][];
}

export class RouteRuleMissingError extends Error {
  constructor(readonly routes: readonly RouteDescription[]) {
    super(
      'Every route needs exactly one of @Public(), @SignedIn(), @Roles(...) or @Internal(...) on its method ' +
        'or controller (ADR 0034):\n' +
        routes
          .map(
            (route) =>
              `  ${route.method} ${route.path} (${route.handler}): ` +
              (route.conflicting ? `carries ${route.conflicting.join(' and ')}` : 'has no rule'),
          )
          .join('\n'),
    );
    this.name = 'RouteRuleMissingError';
  }
}

function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : ''];
}

function joinPath(...parts: string[]): string {
  const inner = parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter((part) => part.length > 0);
  return `/${inner.join('/')}`;
}

/** Every route of the application's controllers, read from the metadata Nest maps them from. */
export function describeRoutes(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
): RouteDescription[] {
  const routes: RouteDescription[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null;
    if (!controller || typeof controller !== 'function') continue;
    const prototype = controller.prototype as Record<string, unknown>;
    const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (methodPath === undefined || requestMethod === undefined) continue;
      const declared = declaredRouteRule(reflector, handler, controller);
      for (const controllerPath of controllerPaths) {
        for (const path of pathsOf(methodPath)) {
          routes.push({
            method: RequestMethod[requestMethod],
            path: joinPath(controllerPath, path),
            handler: `${controller.name}.${name}`,
            ...declared,
          });
        }
      }
    }
  }
  return routes;
}

/**
 * The service's routes and their rules, checked once at boot: a route without exactly one rule
 * stops the service from starting, so no route is ever left to a default.
 */
@Injectable()
export class RouteCatalog implements OnModuleInit {
  private described: readonly RouteDescription[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const routes = describeRoutes(this.discovery, this.scanner, this.reflector);
    const unruled = routes.filter((route) => !route.rule);
    if (unruled.length > 0) throw new RouteRuleMissingError(unruled);
    this.described = routes;
  }

  routes(): readonly RouteDescription[] {
    return this.described;
  }
}
