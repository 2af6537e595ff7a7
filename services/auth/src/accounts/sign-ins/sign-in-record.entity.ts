import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SignInMethod } from '@studyhub/contracts';

/**
 * One successful sign-in, kept after its session's tokens are forgotten so the back office can
 * read an account's sign-in history (ADR 0035).
 */
@Entity({ name: 'sign_ins' })
export class SignInRecordEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The refresh token family the sign-in started. */
  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @Column({ type: 'text' })
  method!: SignInMethod;

  @Column({ name: 'ip_address', type: 'text', nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent!: string | null;

  /** SHA-256 of the user agent without version numbers (`deviceKeyOf`). */
  @Column({ name: 'device_fingerprint', type: 'text' })
  deviceFingerprint!: string;

  @Column({ name: 'is_new_device', type: 'boolean' })
  isNewDevice!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
