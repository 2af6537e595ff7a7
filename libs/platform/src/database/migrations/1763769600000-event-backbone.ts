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
        event_id uuid NOT NULL UNIQUE,
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
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`);
    await queryRunner.query(
      `CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL`,
    );
    // NOTIFY is delivered when the inserting transaction commits: the relay wakes exactly then.
    await queryRunner.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('studyhub_outbox', '');
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify()`,
    );
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
    await queryRunner.query(`DROP TRIGGER outbox_notify ON outbox`);
    await queryRunner.query(`DROP FUNCTION outbox_notify()`);
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
