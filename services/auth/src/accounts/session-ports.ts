import type { FastifyReply } from 'fastify';
import type { EntityManager } from 'typeorm';
import type { SessionResponse } from '@studyhub/contracts';
import type { RequestContext } from '@studyhub/platform';
import type { UserEntity } from '../users/user.entity';

export interface SignInMeta {
  method: 'password' | 'google';
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Starts a session for a user who has proven who they are (password, e-mail link or Google):
 * issues the access and refresh tokens and records the sign-in (`user.signed-in.v1`). The caller
 * has already checked the account may sign in (active).
 */
export abstract class SessionStarter {
  abstract start(user: UserEntity, meta: SignInMeta, context: RequestContext): Promise<SessionResponse>;
}

/** Sets and clears the session cookies (`sh_access`, `sh_refresh`, `sh_csrf`). */
export abstract class SessionCookies {
  abstract write(reply: FastifyReply, session: SessionResponse): void;
  abstract clear(reply: FastifyReply): void;
}

/** Ends every session of a user (deactivation, deletion, password reset). */
export abstract class SessionRevoker {
  abstract revokeAllForUser(userId: string, manager?: EntityManager): Promise<void>;
}
