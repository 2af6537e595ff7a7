import type { Principal } from './principal';

interface Entry {
  principal: Principal;
  /** Epoch milliseconds after which the entry is not used. */
  until: number;
}

/**
 * Remembers tokens already verified, so a caller's requests cost one signature check per minute
 * rather than one each. An entry lives until the token expires or `maxAgeMs` passes, whichever is
 * first, which bounds how long a retired signing key keeps working; the oldest entries go first
 * when the cache is full.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  set(token: string, principal: Principal): void {
    const now = this.now();
    const expiresAt = principal.expiresAt !== undefined ? principal.expiresAt * 1000 : now + this.maxAgeMs;
    const until = Math.min(expiresAt, now + this.maxAgeMs);
    if (until <= now) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { principal, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
