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
const SKEW_MS = 60_000;

/**
 * Entries are `at:cutoff` (epoch milliseconds): the latest change applied and the instant up to
 * which tokens are refused. A change older than the one recorded is ignored (events may arrive
 * twice or out of order). A deactivation or deletion cuts at its own time; a reactivation keeps
 * the cut of the deactivation it undoes (no token was issued in between) or, arriving first, cuts
 * at its own time. The entry expires once every token it refuses has expired on its own.
 */
const RECORD_SCRIPT = `
local current = redis.call('GET', KEYS[1])
local cutoff = ARGV[2]
if current then
  local at, previous = string.match(current, '^(%d+):(%d+)$')
  if at and tonumber(at) >= tonumber(ARGV[1]) then return 0 end
  if ARGV[3] == 'reactivated' and previous then cutoff = previous end
end
redis.call('SET', KEYS[1], ARGV[1] .. ':' .. cutoff)
redis.call('PEXPIREAT', KEYS[1], tonumber(cutoff) + tonumber(ARGV[4]))
return 1
`;

/**
 * The access revocation list (ADR 0036): per user, the instant up to which auth's access tokens
 * are refused. Auth issues no token to an inactive account, so cutting at the deactivation or
 * deletion refuses exactly the tokens from before it, and a fresh sign-in after a reactivation is
 * accepted at once. Auth stamps `iat` to the millisecond; a token with a whole-second `iat` is
 * judged by that second, which can only refuse more.
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
    const applied = await this.redis.eval(
      RECORD_SCRIPT,
      1,
      this.keyOf(change.userId),
      String(change.at),
      String(change.at),
      change.kind,
      String(this.tokenTtlSeconds * 1000 + SKEW_MS),
    );
    return applied === 1;
  }

  /**
   * Whether the token was issued up to its account's cut-off. Redis being unreachable refuses
   * nothing (the services still verify the token), logged at most once a minute.
   */
  async refuses(principal: Pick<Principal, 'userId' | 'issuedAt'>): Promise<boolean> {
    let entry: string | null;
    try {
      // Requests never queue behind a reconnecting client: while Redis is away they pass at once.
      if (this.redis.status !== 'ready') throw new Error(`redis is ${this.redis.status}`);
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
    const cutoff = Number(entry.slice(entry.indexOf(':') + 1));
    return (principal.issuedAt ?? 0) * 1000 <= cutoff;
  }

  private keyOf(userId: string): string {
    return `${this.keyPrefix}:${userId}`;
  }
}
