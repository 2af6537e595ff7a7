import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A student's bookmark of a scholarship; the user id comes from auth's token (no local user table). */
@Entity({ name: 'saved_scholarships' })
export class SavedScholarshipEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'scholarship_id', type: 'uuid' })
  scholarshipId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
