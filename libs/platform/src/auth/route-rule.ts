import type { Reflector } from '@nestjs/core';
import { INTERNAL_ROUTE, PUBLIC_ROUTE, REQUIRED_ROLES, SIGNED_IN_ROUTE } from './auth.decorators';
import type { UserRole } from './principal';

/** Who may call a route (ADR 0034). */
export type RouteRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly UserRole[] }
  | { kind: 'internal'; callers: readonly string[] };

/** What one method or controller declares: no rule, one rule, or (a mistake) several. */
export type DeclaredRule = { rule?: RouteRule; conflicting?: RouteRule['kind'][] };

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's own metadata targets
type MetadataTarget = Function;

function declaredOn(reflector: Reflector, target: MetadataTarget): DeclaredRule {
  const rules: RouteRule[] = [];
  if (reflector.get<boolean | undefined>(PUBLIC_ROUTE, target) === true) rules.push({ kind: 'public' });
  if (reflector.get<boolean | undefined>(SIGNED_IN_ROUTE, target) === true) rules.push({ kind: 'signed-in' });
  const roles = reflector.get<UserRole[] | undefined>(REQUIRED_ROLES, target);
  if (roles) rules.push({ kind: 'roles', roles });
  const callers = reflector.get<string[] | undefined>(INTERNAL_ROUTE, target);
  if (callers) rules.push({ kind: 'internal', callers });
  if (rules.length > 1) return { conflicting: rules.map((rule) => rule.kind) };
  return rules[0] ? { rule: rules[0] } : {};
}

/**
 * The rule a route declares: its method's, else its controller's. A method or controller carrying
 * two rules declares nothing usable (`conflicting` names them), and neither does a route with none.
 */
export function declaredRouteRule(
  reflector: Reflector,
  handler: MetadataTarget,
  controller: MetadataTarget,
): DeclaredRule {
  const onMethod = declaredOn(reflector, handler);
  if (onMethod.rule || onMethod.conflicting) return onMethod;
  return declaredOn(reflector, controller);
}

export function describeRule(rule: RouteRule): string {
  switch (rule.kind) {
    case 'public':
      return '@Public()';
    case 'signed-in':
      return '@SignedIn()';
    case 'roles':
      return `@Roles(${rule.roles.map((role) => `'${role}'`).join(', ')})`;
    case 'internal':
      return `@Internal(${rule.callers.map((caller) => `'${caller}'`).join(', ')})`;
  }
}
