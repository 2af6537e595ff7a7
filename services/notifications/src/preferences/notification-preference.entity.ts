import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One user's choice for one notification preference id; a missing row means the default (enabled). */
@Entity({ name: 'notification_preferences' })
export class NotificationPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'preference_id', type: 'text' })
  preferenceId!: string;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
