import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { JWK, KeyLike } from 'jose';
import { DataSource } from 'typeorm';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts.config';
import { SIGNING_ALGORITHM, generateSigningKeyPair, importPrivateKey } from './jose-keys';
import { KeyEncryption } from './key-encryption';
import { activationOfNewKey, isRotationDue, publishedKeysAt, signingKeyAt } from './key-schedule';
import type { SigningKeyEntity } from './signing-key.entity';
import { SigningKeysRepository } from './signing-keys.repository';

export interface ActiveSigningKey {
  kid: string;
  privateKey: KeyLike;
}

export interface PublicJwk extends JWK {
  kid: string;
  alg: string;
  use: 'sig';
}

/**
 * Access-token signing keys: creates a new one when rotation is due (one replica at a time, under
 * an advisory lock), keeps every replica's copy of the key list fresh, and answers which key signs
 * now and which public keys the JWKS lists.
 */
@Injectable()
export class SigningKeysService {
  private keys: SigningKeyEntity[] = [];
  private readonly privateKeys = new Map<string, Promise<KeyLike>>();
  private readonly encryption: KeyEncryption;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SigningKeysRepository,
    @Inject(ACCOUNTS_SETTINGS) private readonly settings: AccountsSettings,
  ) {
    this.encryption = new KeyEncryption(settings.keyEncryptionSecret);
  }

  /** Re-reads the key list (other replicas may have rotated). */
  async reload(): Promise<void> {
    this.keys = await this.repository.findAll();
  }

  /** Creates the next key when the newest is older than the rotation period; returns its kid. */
  async rotateIfDue(now: Date = new Date()): Promise<string | null> {
    const created = await this.dataSource.transaction(async (manager) => {
      await this.repository.lockRotation(manager);
      const keys = await this.repository.findAll(manager);
      if (!isRotationDue(keys, now, this.settings.signingKeyRotationDays)) return null;
      const kid = randomUUID();
      const pair = await generateSigningKeyPair();
      await this.repository.insert(manager, {
        kid,
        algorithm: SIGNING_ALGORITHM,
        publicJwk: pair.publicJwk,
        privateKeySealed: this.encryption.seal(pair.privatePkcs8, kid),
        createdAt: now,
        activatesAt: activationOfNewKey(keys, now, this.settings.signingKeyPrepublishSeconds),
      });
      return kid;
    });
    await this.reload();
    return created;
  }

  /** Deletes keys that are no longer published: nothing they signed is still valid. */
  async pruneRetired(now: Date = new Date()): Promise<void> {
    const published = new Set(publishedKeysAt(this.keys, now, this.settings.accessTokenTtlSeconds).map((k) => k.kid));
    const retired = this.keys.filter((key) => !published.has(key.kid)).map((key) => key.kid);
    await this.repository.deleteByKids(retired);
    for (const kid of retired) this.privateKeys.delete(kid);
    if (retired.length > 0) await this.reload();
  }

  async signingKey(now: Date = new Date()): Promise<ActiveSigningKey> {
    let key = signingKeyAt(this.keys, now);
    if (!key) {
      await this.rotateIfDue(now);
      key = signingKeyAt(this.keys, now);
    }
    if (!key) throw new Error('no signing key is active');
    return { kid: key.kid, privateKey: await this.privateKeyOf(key) };
  }

  /** The JWKS document: public halves only. */
  publicKeys(now: Date = new Date()): { keys: PublicJwk[] } {
    return {
      keys: publishedKeysAt(this.keys, now, this.settings.accessTokenTtlSeconds).map((key) => ({
        ...publicPart(key.publicJwk),
        kid: key.kid,
        alg: key.algorithm,
        use: 'sig',
      })),
    };
  }

  private privateKeyOf(key: SigningKeyEntity): Promise<KeyLike> {
    let imported = this.privateKeys.get(key.kid);
    if (!imported) {
      imported = importPrivateKey(this.encryption.open(key.privateKeySealed, key.kid));
      this.privateKeys.set(key.kid, imported);
    }
    return imported;
  }
}

/** Only the public members of an OKP key, whatever else the stored JWK carries. */
function publicPart(jwk: JWK): JWK {
  const { kty, crv, x } = jwk;
  return { kty, crv, x };
}
