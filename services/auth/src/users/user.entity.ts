import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountRole, UserStatus } from '@studyhub/contracts';

/** An account: credentials, role and status, profile and billing address (spec section 3, users). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Always stored lower-cased. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ type: 'text', default: 'user' })
  role!: AccountRole;

  @Column({ type: 'text', default: 'active' })
  status!: UserStatus;

  /** argon2id PHC string; null for accounts that only sign in with Google. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'university_id', type: 'text', nullable: true })
  universityId!: string | null;

  @Column({ name: 'course_id', type: 'text', nullable: true })
  courseId!: string | null;

  @Column({ name: 'address_line1', type: 'text', nullable: true })
  addressLine1!: string | null;

  @Column({ name: 'address_line2', type: 'text', nullable: true })
  addressLine2!: string | null;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ type: 'text', nullable: true })
  state!: string | null;

  @Column({ name: 'country_id', type: 'text', nullable: true })
  countryId!: string | null;

  @Column({ name: 'postal_code', type: 'text', nullable: true })
  postalCode!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ name: 'default_billing_address', type: 'boolean', default: false })
  defaultBillingAddress!: boolean;

  @Column({ name: 'address_updated_at', type: 'timestamptz', nullable: true })
  addressUpdatedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
