import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REDIS, type ServiceKernel } from '@studyhub/platform';

type Redis = ServiceKernel['redis'];

const KEY_PREFIX = 'auth:google:spent-credential:';

/**
 * Google ID tokens already used for a sign-in, remembered until they expire: a credential that
 * leaked (logs, a shared machine) cannot start a second session.
 */
@Injectable()
export class SpentCredentialsRepository {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** True the first time a credential is spent; false if it was spent before. */
  async spend(credential: string, expiresAtEpochSeconds: number): Promise<boolean> {
    const key = KEY_PREFIX + createHash('sha256').update(credential).digest('hex');
    const expiresAt = Math.max(expiresAtEpochSeconds, Math.floor(Date.now() / 1000) + 1);
    return (await this.redis.set(key, '1', 'EXAT', expiresAt, 'NX')) === 'OK';
  }
}
