import { randomUUID } from 'node:crypto';
import type { UserRole } from '../auth/principal';
import { RouteCatalog, type RouteDescription } from '../auth/route-catalog';
import { describeRule, type RouteRule } from '../auth/route-rule';
import { internalApiSecret, signInternalRequest } from '../internal/internal-signature';
import type { TestService } from './test-service';
import type { TestTokenIssuer } from './test-tokens';

/** A syntactically valid id that names nothing, so no call can reach or change real data. */
export const NONEXISTENT_ID = '00000000-0000-4000-8000-0000000a7c42';

/** The callers every route is tried with (ADR 0034). */
export type MatrixCaller =
  | 'anonymous'
  | 'student'
  | 'seller'
  | 'inactive user'
  | 'inactive admin'
  | 'admin'
  | 'unsigned service'
  | 'user token on an internal route'
  | 'unlisted service'
  | 'listed service';

interface CallerIdentity {
  token?: { role: UserRole; status: 'active' | 'inactive' };
  signedBy?: 'unlisted' | 'listed';
}

type UserCaller = 'anonymous' | 'student' | 'seller' | 'inactive user' | 'inactive admin' | 'admin';

const USER_CALLERS: Record<UserCaller, CallerIdentity> = {
  anonymous: {},
  student: { token: { role: 'user', status: 'active' } },
  seller: { token: { role: 'user', status: 'active' } },
  'inactive user': { token: { role: 'user', status: 'inactive' } },
  'inactive admin': { token: { role: 'admin', status: 'inactive' } },
  admin: { token: { role: 'admin', status: 'active' } },
};

export interface MatrixOptions {
  /**
   * Accounts to sign tokens for, where the service checks its callers against its own records (auth
   * re-reads the admin's account); other callers get a fresh random id.
   */
  userIds?: Partial<Record<Exclude<UserCaller, 'anonymous'>, string>>;
}

type Expectation = 'unauthenticated' | 'forbidden' | 'allowed';

/** What the rule promises for each caller; a caller left out is not called (its answer proves nothing). */
function expectationsOf(rule: RouteRule): [MatrixCaller, CallerIdentity, Expectation][] {
  switch (rule.kind) {
    case 'public':
      return [];
    case 'signed-in':
      return [
        ['anonymous', USER_CALLERS.anonymous, 'unauthenticated'],
        ['inactive user', USER_CALLERS['inactive user'], 'forbidden'],
        ['inactive admin', USER_CALLERS['inactive admin'], 'forbidden'],
      ];
    case 'roles':
      return Object.entries(USER_CALLERS).map(([name, identity]) => {
        const token = identity.token;
        const expectation: Expectation = !token
          ? 'unauthenticated'
          : token.status !== 'active' || !rule.roles.includes(token.role)
            ? 'forbidden'
            : 'allowed';
        return [name as MatrixCaller, identity, expectation];
      });
    case 'internal':
      return [
        ['unsigned service', {}, 'unauthenticated'],
        ['user token on an internal route', USER_CALLERS.admin, 'unauthenticated'],
        ['unlisted service', { signedBy: 'unlisted' }, 'forbidden'],
        ['listed service', { signedBy: 'listed' }, 'allowed'],
      ];
  }
}

/** The route's path with every parameter and wildcard filled by ids that name nothing. */
export function concretePathOf(path: string): string {
  return path.replace(/:\w+\??/g, NONEXISTENT_ID).replace(/\*/g, 'authz-matrix');
}

/** A running service: a TestService, or any Nest app with the RouteCatalog listening at baseUrl. */
export interface MatrixTarget {
  app: Pick<TestService['app'], 'get'>;
  baseUrl: string;
  /** Where the service's INTERNAL_API_SECRET is read from. */
  kernel: { config: { NODE_ENV?: string; INTERNAL_API_SECRET?: string } };
}

export interface MatrixResult {
  routes: readonly RouteDescription[];
  calls: number;
  /** One line per broken promise; empty when every route keeps its rule. */
  failures: string[];
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * Lists every route of a running service from its RouteCatalog and calls each one for real as the
 * callers its rule names, with ids that exist nowhere: a refused caller must get 401 or 403 from the
 * guard (before any validation) with an error body and no data; an allowed caller must get past it.
 */
export async function checkAuthorizationMatrix(
  service: MatrixTarget,
  tokens: TestTokenIssuer,
  options: MatrixOptions = {},
): Promise<MatrixResult> {
  const routes = service.app.get(RouteCatalog).routes();
  const secret = internalApiSecret(service.kernel.config);
  const tokenCache = new Map<string, string>();
  const tokenFor = async (caller: MatrixCaller, claims: NonNullable<CallerIdentity['token']>): Promise<string> => {
    const cached = tokenCache.get(caller);
    if (cached) return cached;
    const userId = options.userIds?.[caller as Exclude<UserCaller, 'anonymous'>] ?? randomUUID();
    const token = await tokens.sign({ userId, ...claims });
    tokenCache.set(caller, token);
    return token;
  };
  const failures: string[] = [];
  let calls = 0;
  for (const route of routes) {
    if (!route.rule) {
      failures.push(`${route.method} ${route.path} (${route.handler}) has no rule`);
      continue;
    }
    const misplaced = misplacementOf(route.path, route.rule);
    if (misplaced) failures.push(`${route.method} ${route.path} (${route.handler}): ${misplaced}`);
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const path = concretePathOf(route.path);
    const body = ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined;
    for (const [caller, identity, expectation] of expectationsOf(route.rule)) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (identity.token) headers.authorization = `Bearer ${await tokenFor(caller, identity.token)}`;
      if (identity.signedBy && route.rule.kind === 'internal') {
        const signer = identity.signedBy === 'listed' ? route.rule.callers[0]! : 'authz-outsider';
        Object.assign(headers, signInternalRequest(secret, { service: signer, method, path, body: body ?? '' }));
      }
      const answer = await call(service.baseUrl, method, path, headers, body);
      calls += 1;
      const problem = verdictOf(expectation, answer);
      if (problem) {
        failures.push(
          `${method} ${route.path} [${describeRule(route.rule)}] as ${caller}: ${problem} (got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)})`,
        );
      }
    }
  }
  return { routes, calls, failures };
}

/** The back office and the service-to-service area are recognised by their paths too. */
function misplacementOf(path: string, rule: RouteRule): string | undefined {
  const isAdminOnly = rule.kind === 'roles' && rule.roles.length === 1 && rule.roles[0] === 'admin';
  if (/^\/admin(\/|$)/.test(path) && !isAdminOnly)
    return `an /admin route must be @Roles('admin'), not ${describeRule(rule)}`;
  if (/^\/internal(\/|$)/.test(path) && rule.kind !== 'internal') {
    return `an /internal route must be @Internal(...), not ${describeRule(rule)}`;
  }
  if (rule.kind === 'internal' && !/^\/internal(\/|$)/.test(path)) {
    return 'an @Internal route must live under /internal, which the gateway never routes';
  }
  return undefined;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text, which a refusal never is.
  }
  return { status: response.status, body: parsed };
}

/** Undefined when the answer keeps the promise, else what is wrong with it. */
function verdictOf(expectation: Expectation, answer: Answer): string | undefined {
  if (expectation === 'allowed') {
    return answer.status === 401 || answer.status === 403 ? 'expected to get past the guard' : undefined;
  }
  const wanted = expectation === 'unauthenticated' ? 401 : 403;
  if (answer.status !== wanted) return `expected ${wanted}`;
  const body = answer.body as Record<string, unknown> | null;
  const onlyAnError =
    typeof body === 'object' && body !== null && Object.keys(body).length === 1 && typeof body.error === 'object';
  return onlyAnError ? undefined : 'a refusal must carry only an error, never data';
}

/** One request another user makes for a user's private item. */
export interface PrivateRequest {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * What another user (or an anonymous visitor, without a token) learns of a user's private items: each `refused` request must answer 403 or 404
 * with only an error, each `listed` request (the caller's own lists) must answer without any of the
 * `secrets` (the items' ids, titles, texts). Returns one line per leak; empty when nothing leaks.
 */
export async function privateDataLeaks(
  service: { baseUrl: string },
  token: string | undefined,
  requests: { refused?: PrivateRequest[]; listed?: PrivateRequest[]; secrets: string[] },
): Promise<string[]> {
  const leaks: string[] = [];
  const send = async ({ method, path, body }: PrivateRequest): Promise<{ status: number; text: string }> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, text: await response.text() };
  };
  const secretIn = (text: string) => requests.secrets.find((secret) => text.includes(secret));
  for (const request of requests.refused ?? []) {
    const answer = await send(request);
    const parsed = safeJson(answer.text) as Record<string, unknown> | undefined;
    const onlyAnError = parsed !== undefined && Object.keys(parsed).join() === 'error';
    if (![403, 404].includes(answer.status) || !onlyAnError || secretIn(answer.text)) {
      leaks.push(
        `${request.method} ${request.path}: expected 403/404 and no data, got ${answer.status} ${answer.text.slice(0, 160)}`,
      );
    }
  }
  for (const request of requests.listed ?? []) {
    const answer = await send(request);
    const secret = secretIn(answer.text);
    if (answer.status >= 300 || secret) {
      leaks.push(`${request.method} ${request.path}: got ${answer.status}${secret ? ` naming '${secret}'` : ''}`);
    }
  }
  return leaks;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
