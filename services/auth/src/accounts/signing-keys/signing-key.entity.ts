import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JWK } from 'jose';

/** One access-token signing key pair; the private half is sealed (KeyEncryption). */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'text' })
  kid!: string;

  @Column({ type: 'text' })
  algorithm!: string;

  @Column({ name: 'public_jwk', type: 'jsonb' })
  publicJwk!: JWK;

  @Column({ name: 'private_key_sealed', type: 'text' })
  privateKeySealed!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'activates_at', type: 'timestamptz' })
  activatesAt!: Date;
}
