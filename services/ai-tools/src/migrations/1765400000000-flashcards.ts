import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The flashcard maker: decks and their cards, each user's FSRS schedule of a card (a public deck
 * studied by another student keeps that student's own schedule), and the log of every review.
 */
export class Flashcards1765400000000 implements MigrationInterface {
  name = 'Flashcards1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE flashcard_decks (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        title text NOT NULL CHECK (btrim(title) <> ''),
        description text NOT NULL DEFAULT '',
        subject text NOT NULL DEFAULT '',
        visibility text NOT NULL CHECK (visibility IN ('private', 'public')),
        slug text UNIQUE CHECK (slug IS NULL OR (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]')),
        desired_retention numeric(4, 3) NOT NULL CHECK (desired_retention BETWEEN 0.70 AND 0.97),
        copied_from uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (visibility = 'private' OR slug IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX flashcard_decks_user_idx ON flashcard_decks (user_id, updated_at DESC, id)`);
    await queryRunner.query(`
      CREATE TABLE flashcard_cards (
        id uuid PRIMARY KEY,
        deck_id uuid NOT NULL REFERENCES flashcard_decks (id) ON DELETE CASCADE,
        position int NOT NULL CHECK (position >= 0),
        front text NOT NULL CHECK (btrim(front) <> ''),
        back text NOT NULL CHECK (btrim(back) <> ''),
        tags text[] NOT NULL DEFAULT '{}',
        image_key text,
        image_type text,
        source jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX flashcard_cards_deck_idx ON flashcard_cards (deck_id, position, id)`);
    await queryRunner.query(`
      CREATE TABLE flashcard_schedules (
        user_id uuid NOT NULL,
        card_id uuid NOT NULL REFERENCES flashcard_cards (id) ON DELETE CASCADE,
        deck_id uuid NOT NULL REFERENCES flashcard_decks (id) ON DELETE CASCADE,
        state smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        elapsed_days int NOT NULL,
        scheduled_days int NOT NULL,
        learning_steps int NOT NULL,
        reps int NOT NULL,
        lapses int NOT NULL,
        last_review timestamptz,
        PRIMARY KEY (user_id, card_id)
      )`);
    await queryRunner.query(`CREATE INDEX flashcard_schedules_due_idx ON flashcard_schedules (user_id, deck_id, due)`);
    await queryRunner.query(`
      CREATE TABLE flashcard_reviews (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        card_id uuid NOT NULL REFERENCES flashcard_cards (id) ON DELETE CASCADE,
        deck_id uuid NOT NULL REFERENCES flashcard_decks (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
        state_before smallint NOT NULL,
        state_after smallint NOT NULL,
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        scheduled_days int NOT NULL,
        reviewed_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX flashcard_reviews_user_idx ON flashcard_reviews (user_id, reviewed_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE flashcard_reviews`);
    await queryRunner.query(`DROP TABLE flashcard_schedules`);
    await queryRunner.query(`DROP TABLE flashcard_cards`);
    await queryRunner.query(`DROP TABLE flashcard_decks`);
  }
}
