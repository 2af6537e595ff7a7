import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const IDENTITY_PROVIDERS = ['google'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** An external sign-in linked to an account: the provider's stable subject id, not the e-mail. */
@Entity({ name: 'user_identities' })
export class UserIdentityEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  provider!: IdentityProvider;

  @Column({ type: 'text' })
  subject!: string;

  /** The address the provider vouched for when the identity was linked (lower-cased). */
  @Column({ type: 'text' })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
