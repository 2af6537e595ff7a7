import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FormattedQuestion, HomeworkAnswer } from '@studyhub/contracts';

@Entity({ name: 'homework_answers' })
export class HomeworkAnswerEntity {
  /** Chosen by us before the insert: the slug ends with a piece of it. */
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  question!: string;

  @Column({ name: 'formatted_question', type: 'jsonb', nullable: true })
  formattedQuestion!: FormattedQuestion | null;

  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId!: string | null;

  @Column({ name: 'is_public', type: 'boolean' })
  isPublic!: boolean;

  @Column({ name: 'bank_question_id', type: 'uuid', nullable: true })
  bankQuestionId!: string | null;

  @Column({ name: 'bank_question_slug', type: 'text', nullable: true })
  bankQuestionSlug!: string | null;

  @Column({ type: 'jsonb' })
  answer!: HomeworkAnswer;

  @Column({ type: 'text' })
  engine!: string;

  @Column({ type: 'text' })
  model!: string;

  @Column({ name: 'points_charged', type: 'int' })
  pointsCharged!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
