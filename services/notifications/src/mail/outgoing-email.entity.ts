import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OutgoingEmailStatus = 'pending' | 'sent' | 'failed';

/**
 * One e-mail to deliver, written by an event handler in its inbox transaction and delivered by the
 * dispatcher. (event_id, template) is unique: one event never queues the same message twice.
 */
@Entity({ name: 'outgoing_emails' })
export class OutgoingEmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'text' })
  template!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  recipient!: string;

  @Column({ name: 'recipient_name', type: 'text' })
  recipientName!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** Emptied once the message reached a final state: bodies may hold single-use links. */
  @Column({ name: 'html_body', type: 'text', nullable: true })
  htmlBody!: string | null;

  @Column({ name: 'text_body', type: 'text', nullable: true })
  textBody!: string | null;

  @Column({ type: 'text', default: 'pending' })
  status!: OutgoingEmailStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'correlation_id', type: 'text', nullable: true })
  correlationId!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
