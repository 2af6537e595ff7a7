import { Inject, Injectable } from '@nestjs/common';
import { REDIS, type ServiceKernel } from '@studyhub/platform';
import {
  PENDING_SIGN_IN_TTL_SECONDS,
  isWellFormedToken,
  parsePendingSignIn,
  serializePendingSignIn,
  type PendingSignIn,
} from './pending-sign-in';

type Redis = ServiceKernel['redis'];

const KEY_PREFIX = 'auth:google:pending:';

/** Started Google sign-ins in Redis, keyed by state, forgotten after ten minutes. */
@Injectable()
export class PendingSignInsRepository {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async save(state: string, pending: PendingSignIn): Promise<void> {
    await this.redis.set(KEY_PREFIX + state, serializePendingSignIn(pending), 'EX', PENDING_SIGN_IN_TTL_SECONDS);
  }

  /** Reads and deletes in one step, so a state finishes at most one sign-in even when replayed at once. */
  async take(state: unknown): Promise<PendingSignIn | null> {
    if (!isWellFormedToken(state)) return null;
    return parsePendingSignIn(await this.redis.getdel(KEY_PREFIX + state));
  }
}
