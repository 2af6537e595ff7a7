import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The homework helper's questions and their answers. The answer is the structured JSON the model
 * gave, with each step's math check result; the HTML is rendered from it on read.
 */
export class HomeworkAnswers1765200000000 implements MigrationInterface {
  name = 'HomeworkAnswers1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE homework_answers (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug) AND slug !~ '[[:space:]]'),
        user_id uuid NOT NULL,
        question text NOT NULL CHECK (btrim(question) <> ''),
        formatted_question jsonb,
        subject_id uuid,
        is_public boolean NOT NULL,
        bank_question_id uuid,
        bank_question_slug text,
        answer jsonb NOT NULL,
        engine text NOT NULL,
        model text NOT NULL,
        points_charged int NOT NULL CHECK (points_charged >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX homework_answers_user_idx ON homework_answers (user_id, created_at DESC, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE homework_answers`);
  }
}
