import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts.config';

/** The only file that imports `argon2`: hashing, verification and the rehash rule. */
@Injectable()
export class PasswordHasher implements OnApplicationBootstrap {
  private readonly options: { memoryCost: number; timeCost: number; parallelism: number };
  private dummyHash: Promise<string> | undefined;

  constructor(@Inject(ACCOUNTS_SETTINGS) settings: AccountsSettings) {
    this.options = {
      memoryCost: settings.argon2.memoryKib,
      timeCost: settings.argon2.timeCost,
      parallelism: settings.argon2.parallelism,
    };
  }

  /** Makes the dummy hash before the first request, so the first unknown address is not slower. */
  async onApplicationBootstrap(): Promise<void> {
    await this.dummy();
  }

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...this.options });
  }

  /** False for a wrong password and for a stored value that is not an argon2 hash. */
  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of a real verification for an e-mail nobody registered, so the answer's timing
   * does not tell which addresses have accounts. Always false.
   */
  async verifyUnknownAccount(password: string): Promise<false> {
    await this.verify(await this.dummy(), password);
    return false;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('base64url'));
    return this.dummyHash;
  }

  /** True when the stored hash was made with other parameters (or another algorithm). */
  needsRehash(storedHash: string): boolean {
    if (!storedHash.startsWith('$argon2id$')) return true;
    try {
      return needsRehash(storedHash, this.options);
    } catch {
      return true;
    }
  }
}
