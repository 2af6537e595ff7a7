import type { Redis } from 'ioredis';
import type { LlmFeature } from '../ai-tools.config';
import type { LlmLimits } from './llm-settings';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/*
 * Checks all four counters, then counts the request and reserves its tokens in one step, so two
 * replicas can never both take the last slot. A window starts with its first use (fixed windows,
 * as auth's limits). Answers {0, 0} when admitted, else {which, ms until that window ends}:
 * 1 user requests, 2 feature requests, 3 user tokens, 4 feature tokens.
 * KEYS: user requests, feature requests, user tokens, feature tokens
 * ARGV: user request limit, feature request limit, user token limit, feature token limit,
 *       tokens to reserve, request window ms, token window ms
 */
const ADMIT = `
local limits = {tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])}
local reserve = tonumber(ARGV[5])
local adds = {1, 1, reserve, reserve}
for i = 1, 4 do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used + adds[i] > limits[i] then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then ttl = 0 end
    return {i, ttl}
  end
end
for i = 1, 4 do
  local windowMs = ARGV[7]
  if i <= 2 then windowMs = ARGV[6] end
  redis.call('INCRBY', KEYS[i], adds[i])
  if redis.call('PTTL', KEYS[i]) < 0 then redis.call('PEXPIRE', KEYS[i], windowMs) end
end
return {0, 0}`;

/* Moves a reservation to what was used (negative to give back); never below zero, window kept. */
const ADJUST = `
for i = 1, 2 do
  if redis.call('EXISTS', KEYS[i]) == 1 then
    local left = redis.call('INCRBY', KEYS[i], ARGV[1])
    if left < 0 then redis.call('SET', KEYS[i], 0, 'KEEPTTL') end
  end
end
return 1`;

export type AdmitDecision =
  | { admitted: true; reservation: TokenReservation }
  | {
      admitted: false;
      limit: 'user_requests' | 'feature_requests' | 'user_tokens' | 'feature_tokens';
      retryAfterMs: number;
    };

export interface TokenReservation {
  userId: string;
  feature: LlmFeature;
  tokens: number;
}

const REFUSALS = ['user_requests', 'feature_requests', 'user_tokens', 'feature_tokens'] as const;

/**
 * Per-user and per-feature request rates (per minute) and token budgets (per day) in Redis, shared
 * by every replica. Tokens are reserved before a call (prompt estimate plus the answer's limit) and
 * settled to what the endpoint reported afterwards, so concurrent calls cannot overrun a budget.
 */
export class LlmQuota {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LlmLimits,
    /** Key prefix; tests give each suite its own. */
    private readonly namespace = 'ai-tools:llm',
  ) {}

  async admit(userId: string, feature: LlmFeature, tokens: number): Promise<AdmitDecision> {
    const [which, ttl] = (await this.redis.eval(
      ADMIT,
      4,
      this.key('rpm:user', userId),
      this.key('rpm:feature', feature),
      this.key('tpd:user', userId),
      this.key('tpd:feature', feature),
      String(this.limits.userRequestsPerMinute),
      String(this.limits.featureRequestsPerMinute),
      String(this.limits.userDailyTokens),
      String(this.limits.featureDailyTokens),
      String(tokens),
      String(MINUTE_MS),
      String(DAY_MS),
    )) as [number, number];
    if (which === 0) return { admitted: true, reservation: { userId, feature, tokens } };
    return { admitted: false, limit: REFUSALS[which - 1]!, retryAfterMs: ttl };
  }

  /** Replaces the reservation by the tokens actually used (0 when the call produced nothing). */
  async settle(reservation: TokenReservation, usedTokens: number): Promise<void> {
    const delta = usedTokens - reservation.tokens;
    if (delta === 0) return;
    await this.redis.eval(
      ADJUST,
      2,
      this.key('tpd:user', reservation.userId),
      this.key('tpd:feature', reservation.feature),
      String(delta),
    );
  }

  /** Tokens counted against a user's and a feature's daily budget so far. */
  async tokensUsed(userId: string, feature: LlmFeature): Promise<{ user: number; feature: number }> {
    const [user, featureTokens] = await this.redis.mget(this.key('tpd:user', userId), this.key('tpd:feature', feature));
    return { user: Number(user ?? 0), feature: Number(featureTokens ?? 0) };
  }

  private key(kind: string, subject: string): string {
    return `${this.namespace}:${kind}:${subject}`;
  }
}
