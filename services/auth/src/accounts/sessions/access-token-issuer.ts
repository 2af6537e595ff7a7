import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts.config';
import { signAccessToken } from '../signing-keys/jose-keys';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import type { UserEntity } from '../../users/user.entity';

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
}

/** Signs the short-lived access JWT of a session with the current signing key. */
@Injectable()
export class AccessTokenIssuer {
  constructor(
    private readonly keys: SigningKeysService,
    @Inject(ACCOUNTS_SETTINGS) private readonly settings: AccountsSettings,
  ) {}

  async issue(user: UserEntity, sessionId: string, now: Date = new Date()): Promise<IssuedAccessToken> {
    const { kid, privateKey } = await this.keys.signingKey(now);
    // `iat` to the millisecond (a NumericDate may have a fraction): the gateway refuses the tokens
    // issued up to an account's deactivation and accepts the first sign-in after a reactivation,
    // even within the same second (ADR 0036).
    const issuedAt = now.getTime() / 1000;
    const expiresIn = this.settings.accessTokenTtlSeconds;
    const token = await signAccessToken(
      { userId: user.id, role: user.role, status: user.status, email: user.email, sessionId },
      {
        keyId: kid,
        privateKey,
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        issuedAt,
        expiresAt: Math.floor(issuedAt) + expiresIn,
      },
    );
    return { token, expiresIn };
  }
}
