import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { FlashcardSource, FlashcardVisibility } from '@studyhub/contracts';

/** PostgreSQL returns numeric as text; the retention is a plain number in code. */
const numericAsNumber = {
  to: (value: number) => value,
  from: (value: string | number) => Number(value),
};

@Entity({ name: 'flashcard_decks' })
export class FlashcardDeckEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  visibility!: FlashcardVisibility;

  /** Set when the deck is first made public, kept afterwards so a shared link never changes. */
  @Column({ type: 'text', nullable: true })
  slug!: string | null;

  @Column({ name: 'desired_retention', type: 'numeric', transformer: numericAsNumber })
  desiredRetention!: number;

  @Column({ name: 'copied_from', type: 'uuid', nullable: true })
  copiedFrom!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

@Entity({ name: 'flashcard_cards' })
export class FlashcardCardEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'deck_id', type: 'uuid' })
  deckId!: string;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'text' })
  front!: string;

  @Column({ type: 'text' })
  back!: string;

  @Column({ type: 'text', array: true })
  tags!: string[];

  /** Storage key (area originals) of the card's image. */
  @Column({ name: 'image_key', type: 'text', nullable: true })
  imageKey!: string | null;

  @Column({ name: 'image_type', type: 'text', nullable: true })
  imageType!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  source!: FlashcardSource | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** One user's FSRS state of one card (ts-fsrs's Card, State as its number). */
@Entity({ name: 'flashcard_schedules' })
export class FlashcardScheduleEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'card_id', type: 'uuid' })
  cardId!: string;

  @Column({ name: 'deck_id', type: 'uuid' })
  deckId!: string;

  @Column({ type: 'smallint' })
  state!: number;

  @Column({ type: 'timestamptz' })
  due!: Date;

  @Column({ type: 'double precision' })
  stability!: number;

  @Column({ type: 'double precision' })
  difficulty!: number;

  @Column({ name: 'elapsed_days', type: 'int' })
  elapsedDays!: number;

  @Column({ name: 'scheduled_days', type: 'int' })
  scheduledDays!: number;

  @Column({ name: 'learning_steps', type: 'int' })
  learningSteps!: number;

  @Column({ type: 'int' })
  reps!: number;

  @Column({ type: 'int' })
  lapses!: number;

  @Column({ name: 'last_review', type: 'timestamptz', nullable: true })
  lastReview!: Date | null;
}

@Entity({ name: 'flashcard_reviews' })
export class FlashcardReviewEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id?: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'card_id', type: 'uuid' })
  cardId!: string;

  @Column({ name: 'deck_id', type: 'uuid' })
  deckId!: string;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ name: 'state_before', type: 'smallint' })
  stateBefore!: number;

  @Column({ name: 'state_after', type: 'smallint' })
  stateAfter!: number;

  @Column({ type: 'timestamptz' })
  due!: Date;

  @Column({ type: 'double precision' })
  stability!: number;

  @Column({ type: 'double precision' })
  difficulty!: number;

  @Column({ name: 'scheduled_days', type: 'int' })
  scheduledDays!: number;

  @Column({ name: 'reviewed_at', type: 'timestamptz' })
  reviewedAt!: Date;
}
