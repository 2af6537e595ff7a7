import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { deviceKeyOf, type SessionState, type SignInMethod } from '@studyhub/contracts';
import { SignInRecordEntity } from './sign-in-record.entity';

export interface NewSignIn {
  userId: string;
  sessionId: string;
  method: SignInMethod;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A sign-in with what its session's tokens still say about it. */
export interface SignInWithSession {
  record: SignInRecordEntity;
  sessionState: SessionState;
  lastActiveAt: Date | null;
}

interface SignInRow {
  id: string;
  user_id: string;
  session_id: string;
  method: SignInMethod;
  ip_address: string | null;
  user_agent: string | null;
  device_fingerprint: string;
  is_new_device: boolean;
  created_at: Date;
  session_state: SessionState;
  last_active_at: Date | null;
}

const fingerprintOf = (userAgent: string | null) => createHash('sha256').update(deviceKeyOf(userAgent)).digest('hex');

/** Every query of the sign-in history. */
@Injectable()
export class SignInsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the sign-in inside the session's transaction. It is from a new device when no earlier
   * sign-in of the user came from the same browser and system; two at once from one new device
   * may both say so, which only errs towards showing it.
   */
  async record(manager: EntityManager, signIn: NewSignIn): Promise<void> {
    const deviceFingerprint = fingerprintOf(signIn.userAgent);
    const [seen] = await manager.query<unknown[]>(
      'SELECT 1 FROM sign_ins WHERE user_id = $1 AND device_fingerprint = $2 LIMIT 1',
      [signIn.userId, deviceFingerprint],
    );
    await manager.getRepository(SignInRecordEntity).insert({ ...signIn, deviceFingerprint, isNewDevice: !seen });
  }

  /** Newest first, each with its session's state from the refresh tokens still kept. */
  async page(userId: string, page: number, limit: number): Promise<{ signIns: SignInWithSession[]; total: number }> {
    const [count] = await this.dataSource.query<{ total: number }[]>(
      'SELECT count(*)::int AS total FROM sign_ins WHERE user_id = $1',
      [userId],
    );
    const rows = await this.dataSource.query<SignInRow[]>(
      `SELECT sign_in.*, session.last_active_at,
              CASE WHEN session.is_live THEN 'active'
                   WHEN session.is_revoked THEN 'ended'
                   ELSE 'expired' END AS session_state
         FROM sign_ins sign_in
         LEFT JOIN LATERAL (
           SELECT bool_or(token.revoked_at IS NULL AND token.used_at IS NULL AND token.expires_at > now()) AS is_live,
                  bool_or(token.revoked_at IS NOT NULL) AS is_revoked,
                  max(token.created_at) AS last_active_at
             FROM refresh_tokens token
            WHERE token.family_id = sign_in.session_id
         ) session ON true
        WHERE sign_in.user_id = $1
        ORDER BY sign_in.created_at DESC, sign_in.id DESC
        LIMIT $2 OFFSET $3`,
      [userId, limit, (page - 1) * limit],
    );
    return { signIns: rows.map(toSignInWithSession), total: count?.total ?? 0 };
  }

  async lastSignInAt(userId: string): Promise<Date | null> {
    const [row] = await this.dataSource.query<{ at: Date | null }[]>(
      'SELECT max(created_at) AS at FROM sign_ins WHERE user_id = $1',
      [userId],
    );
    return row?.at ?? null;
  }

  /** Forgets sign-ins older than `days` (the history is for recent security questions). */
  async deleteOlderThan(days: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM sign_ins WHERE id IN (
         SELECT id FROM sign_ins WHERE created_at < now() - make_interval(days => $1) LIMIT 5000)`,
      [days],
    );
  }
}

function toSignInWithSession(row: SignInRow): SignInWithSession {
  const record = Object.assign(new SignInRecordEntity(), {
    id: row.id,
    userId: row.user_id,
    sessionId: row.session_id,
    method: row.method,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    deviceFingerprint: row.device_fingerprint,
    isNewDevice: row.is_new_device,
    createdAt: row.created_at,
  });
  return { record, sessionState: row.session_state, lastActiveAt: row.last_active_at };
}
