import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SESSION_COOKIE_MAX_AGE_SECONDS, type EVENT_CATALOG, type SessionResponse } from '@studyhub/contracts';
import { OutboxWriter, type Principal, type RequestContext } from '@studyhub/platform';
import { toAccountUser } from '../../users/account-user';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { sessionEnded } from '../accounts.errors';
import { SessionRevoker, SessionStarter, type SignInMeta } from '../session-ports';
import { SignInsRepository } from '../sign-ins/sign-ins.repository';
import { createOpaqueToken, hashOpaqueToken } from '../tokens/opaque-token';
import { AccessTokenIssuer } from './access-token-issuer';
import { RefreshTokensRepository } from './refresh-tokens.repository';

/** Where a request came from; stored on each refresh token of a session. */
export interface ClientMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

type RefreshDecision = { kind: 'rotated'; session: SessionResponse } | { kind: 'refused' };

/**
 * Sessions: a session is a family of refresh tokens. Starting one issues the first token and an
 * access JWT; each refresh spends the presented token and issues its child; presenting a spent
 * token again means it was stolen (or replayed), so the whole family is revoked.
 */
@Injectable()
export class SessionsService implements SessionStarter, SessionRevoker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly accessTokens: AccessTokenIssuer,
    private readonly signIns: SignInsRepository,
  ) {}

  start(user: UserEntity, meta: SignInMeta, context: RequestContext): Promise<SessionResponse> {
    return this.dataSource.transaction((manager) => this.startIn(manager, user, meta, context));
  }

  /** Starts the session inside the caller's transaction (e.g. with the e-mail token it spends). */
  async startIn(
    manager: EntityManager,
    user: UserEntity,
    meta: SignInMeta,
    context: RequestContext,
  ): Promise<SessionResponse> {
    const familyId = randomUUID();
    const refreshToken = await this.issueRefreshToken(manager, user.id, familyId, null, meta);
    await this.signIns.record(manager, {
      userId: user.id,
      sessionId: familyId,
      method: meta.method,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    await this.outbox.append(
      manager,
      'user.signed-in.v1',
      {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        method: meta.method,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent,
      },
      { context },
    );
    return this.sessionOf(user, familyId, refreshToken);
  }

  /** Rotates the refresh token; a reused, revoked, expired or unknown one answers 401. */
  async refresh(refreshToken: string, meta: ClientMeta): Promise<SessionResponse> {
    // A reuse revokes the family and must commit even though the caller gets an error.
    const decision = await this.dataSource.transaction(async (manager): Promise<RefreshDecision> => {
      const presented = await this.refreshTokens.findByHashForUpdate(manager, hashOpaqueToken(refreshToken));
      if (!presented || presented.revokedAt) return { kind: 'refused' };
      if (presented.usedAt) {
        await this.refreshTokens.revokeFamily(presented.familyId, manager);
        return { kind: 'refused' };
      }
      if (presented.expiresAt.getTime() <= Date.now()) return { kind: 'refused' };
      const user = await this.users.findById(presented.userId, manager);
      if (!user || user.status !== 'active') {
        await this.refreshTokens.revokeFamily(presented.familyId, manager);
        return { kind: 'refused' };
      }
      await this.refreshTokens.markUsed(manager, presented.id, new Date());
      const child = await this.issueRefreshToken(manager, user.id, presented.familyId, presented.id, meta);
      return { kind: 'rotated', session: await this.sessionOf(user, presented.familyId, child) };
    });
    if (decision.kind === 'refused') throw sessionEnded();
    return decision.session;
  }

  /** Ends the session the refresh token belongs to, whatever state the token is in. */
  async endByRefreshToken(refreshToken: string): Promise<void> {
    const token = await this.refreshTokens.findByHash(hashOpaqueToken(refreshToken));
    if (token) await this.refreshTokens.revokeFamily(token.familyId);
  }

  async endSession(sessionId: string): Promise<void> {
    await this.refreshTokens.revokeFamily(sessionId);
  }

  /**
   * The caller's account, or null when it no longer exists or the session ended. Tokens without a
   * session id (service and test tokens) are judged by the account alone.
   */
  currentUser(principal: Pick<Principal, 'userId' | 'sessionId'>): Promise<UserEntity | null> {
    return principal.sessionId
      ? this.refreshTokens.findUserOfLiveSession(principal.userId, principal.sessionId)
      : this.users.findById(principal.userId);
  }

  async revokeAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await this.refreshTokens.revokeForUser(userId, manager ? { manager } : {});
  }

  async revokeOtherSessions(userId: string, keepSessionId: string | undefined, manager: EntityManager): Promise<void> {
    await this.refreshTokens.revokeForUser(userId, {
      manager,
      ...(keepSessionId ? { keepFamilyId: keepSessionId } : {}),
    });
  }

  private async issueRefreshToken(
    manager: EntityManager,
    userId: string,
    familyId: string,
    parentId: string | null,
    meta: ClientMeta,
  ): Promise<string> {
    const { token, hash } = createOpaqueToken();
    await this.refreshTokens.insert(manager, {
      tokenHash: hash,
      familyId,
      parentId,
      userId,
      expiresAt: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
    });
    return token;
  }

  private async sessionOf(user: UserEntity, sessionId: string, refreshToken: string): Promise<SessionResponse> {
    const access = await this.accessTokens.issue(user, sessionId);
    return {
      user: toAccountUser(user),
      access_token: access.token,
      refresh_token: refreshToken,
      expires_in: access.expiresIn,
    };
  }
}
