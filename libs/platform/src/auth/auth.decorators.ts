import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal, UserRole } from './principal';

export const PUBLIC_ROUTE = 'studyhub:public';
export const REQUIRED_ROLES = 'studyhub:roles';

/** Anyone may call this route; a valid token, when sent, still identifies the caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);

/** Only these roles may call; `admin` also requires an active account. */
export const Roles = (...roles: UserRole[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES, roles);

export interface AuthenticatedRequest {
  principal?: Principal;
}

/** The verified caller, or undefined on a public route called anonymously. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);
