import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Document chat (ADR 0020): a student's sessions, each with its own copy of the source's
 * page-numbered passages (searched by PostgreSQL full text, plus embeddings as real[] when the
 * model endpoint offers them; pgvector is not assumed), and the questions and answers.
 *
 * `answering_since` marks a question in flight: one at a time per session, so two questions can
 * never both be counted as the same step of the price (a stale mark is taken over after the hold's
 * time limit).
 */
export class DocumentChat1765300000000 implements MigrationInterface {
  name = 'DocumentChat1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        source_kind text NOT NULL CHECK (source_kind IN ('document', 'study-file')),
        source_id uuid NOT NULL,
        title text NOT NULL,
        page_count int NOT NULL CHECK (page_count >= 0),
        has_embeddings boolean NOT NULL DEFAULT false,
        embeddings_model text,
        questions_asked int NOT NULL DEFAULT 0 CHECK (questions_asked >= 0),
        points_charged int NOT NULL DEFAULT 0 CHECK (points_charged >= 0),
        answering_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX chat_sessions_user_idx ON chat_sessions (user_id, updated_at DESC, id)`);
    await queryRunner.query(`
      CREATE TABLE chat_session_chunks (
        session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
        chunk_index int NOT NULL CHECK (chunk_index >= 0),
        page_from int NOT NULL CHECK (page_from >= 1),
        page_to int NOT NULL CHECK (page_to >= page_from),
        text text NOT NULL,
        search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
        embedding real[],
        PRIMARY KEY (session_id, chunk_index)
      )`);
    await queryRunner.query(
      `CREATE INDEX chat_session_chunks_search_idx ON chat_session_chunks USING gin (search_vector)`,
    );
    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
        question_number int NOT NULL CHECK (question_number >= 1),
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        answer jsonb,
        points_charged int NOT NULL DEFAULT 0 CHECK (points_charged >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((role = 'assistant') = (answer IS NOT NULL)),
        UNIQUE (session_id, question_number, role)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE chat_messages`);
    await queryRunner.query(`DROP TABLE chat_session_chunks`);
    await queryRunner.query(`DROP TABLE chat_sessions`);
  }
}
