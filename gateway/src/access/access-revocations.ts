import type { Redis } from 'ioredis';
import type { Logger, Principal } from '@studyhub/platform';

/** What auth told about an account: deactivated or deleted (tokens end) or reactivated. */
export interface AccountChange {
  userId: string;
  kind: 'ended' | 'reactivated';
  /** When auth made the change (the event's `occurredAt`), epoch milliseconds. */
  at: number;
}

/** Clock skew between auth's replicas and Redis that the entries allow for. */
const SKEW_SECONDS = 60;

/**
 * Writes `at:notBefore` unless the key holds a change at least as recent (events may arrive twice
 * or out of order), and expires it once every token it refuses has expired on its own.
 */
const RECORD_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current then
  local at = tonumber(string.match(current, '^(%d+):'))
  if at and at >= tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1] .. ':' .. ARGV[2])
redis.call('PEXPIREAT', KEYS[1], ARGV[3])
return 1
`;

/**
 * The access revocation list (ADR 0036): per user, the first second from which auth's access
 * tokens are good again. A deactivation or deletion refuses every token issued up to the second it
 * happened (auth issues none to an inactive account afterwards); a reactivation lowers the bar to
 * the second it happened, so a fresh sign-in works at once while the tokens from before the
 * deactivation stay refused. Entries live as long as the tokens they refuse could.
 */
export class AccessRevocations {
  private lastWarnedAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly tokenTtlSeconds: number,
    private readonly logger: Logger,
    private readonly keyPrefix = 'studyhub:access-revoked',
  ) {}

  /** Applies one change; returns false when a later change was already recorded. */
  async record(change: AccountChange): Promise<boolean> {
    const second = Math.floor(change.at / 1000);
    const notBefore = change.kind === 'ended' ? second + 1 : second;
    const expiresAtMs = (notBefore + this.tokenTtlSeconds + SKEW_SECONDS) * 1000;
    const applied = await this.redis.eval(
      RECORD_SCRIPT,
      1,
      this.keyOf(change.userId),
      String(change.at),
      String(notBefore),
      String(expiresAtMs),
    );
    return applied === 1;
  }

  /**
   * Whether the token was issued before its account's latest cut-off. Redis being unreachable
   * refuses nothing (the services still verify the token), logged at most once a minute.
   */
  async refuses(principal: Pick<Principal, 'userId' | 'issuedAt'>): Promise<boolean> {
    let entry: string | null;
    try {
      entry = await this.redis.get(this.keyOf(principal.userId));
    } catch (error) {
      const now = Date.now();
      if (now - this.lastWarnedAt > 60_000) {
        this.lastWarnedAt = now;
        this.logger.warn({ err: error }, 'access revocations unreadable; tokens pass unchecked');
      }
      return false;
    }
    if (!entry) return false;
    const notBefore = Number(entry.slice(entry.indexOf(':') + 1));
    return (principal.issuedAt ?? 0) < notBefore;
  }

  private keyOf(userId: string): string {
    return `${this.keyPrefix}:${userId}`;
  }
}
