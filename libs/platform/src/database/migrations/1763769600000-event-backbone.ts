import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transactional outbox and the consumer inbox every service database holds. Frozen: a change is
 * a new migration.
 */
export class EventBackbone1763769600000 implements MigrationInterface {
  name = 'EventBackbone1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        envelope jsonb NOT NULL,
        -- false for events no service keeps a queue for (live-only events): an unroutable return is then expected
        mandatory boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text
      )`);
    // Marking a row sent cannot be a HOT update (the partial index depends on published_at), so every
    // index here costs on each publish: only the primary key and the unpublished rows are indexed.
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE inbox (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
    await queryRunner.query(`CREATE INDEX inbox_received_at_idx ON inbox (received_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE inbox`);
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
