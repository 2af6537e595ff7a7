import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal, UserRole } from './principal';

export const PUBLIC_ROUTE = 'studyhub:public';
export const INTERNAL_ROUTE = 'studyhub:internal';
export const REQUIRED_ROLES = 'studyhub:roles';
export const SIGNED_IN_ROUTE = 'studyhub:signed-in';

/*
 * Every route carries exactly one of these rules, on its method or else on its controller (a
 * method's rule replaces its controller's); a route without one stops the service at boot (ADR 0034).
 */

/** Anyone may call this route; a valid token, when sent, still identifies the caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/** Any verified caller whose account is active, whatever their role. */
export const SignedIn = (): MethodDecorator & ClassDecorator => SetMetadata(SIGNED_IN_ROUTE, true);

/** Only these roles may call; `admin` also requires an active account. */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES, roles);

/**
 * A service-to-service route (`/internal/*`, never routed by the gateway): only these services may
 * call it, with a signed request (ADR 0014); user tokens are ignored.
 */
export const Internal = (...callers: string[]): MethodDecorator & ClassDecorator =>
  SetMetadata(INTERNAL_ROUTE, callers);

export interface AuthenticatedRequest {
  principal?: Principal;
  /** The service that signed an internal call. */
  internalCaller?: string;
}

/** The service that made this internal call. */
export const InternalCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().internalCaller,
);

/** The verified caller, or undefined on a public route called anonymously. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);
