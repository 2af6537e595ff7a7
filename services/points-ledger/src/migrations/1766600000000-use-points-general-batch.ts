import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * use_points_general_batch: many spends in one statement, one round trip and one commit, each still
 * all or nothing on its own. Every spend is one call of use_points_general inside its own
 * subtransaction, so a short balance (SH402) undoes that spend alone, its key claim included, and
 * answers 'insufficient' while the others go on. Any other error fails the statement whole and
 * nothing is written. Callers order the spends by user and key, so two batches running side by side
 * take their locks in the same order and cannot deadlock each other.
 */
export class UsePointsGeneralBatch1766600000000 implements MigrationInterface {
  name = 'UsePointsGeneralBatch1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION use_points_general_batch(
        p_transaction_ids uuid[],
        p_types text[],
        p_user_ids uuid[],
        p_idempotency_keys text[],
        p_descriptions text[],
        p_metadata jsonb[],
        p_amounts bigint[],
        p_user_account_ids uuid[],
        p_revenue_account_id uuid,
        p_events jsonb[],
        p_events_mandatory boolean[]
      ) RETURNS TABLE (spend integer, outcome text, points_balance bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := coalesce(array_length(p_transaction_ids, 1), 0);
        v_spent record;
      BEGIN
        IF v_count > 64 THEN
          -- Each spend is a subtransaction; past 64 a backend's snapshot stops fitting in shared memory.
          RAISE EXCEPTION 'at most 64 spends in one batch, not %', v_count USING ERRCODE = 'program_limit_exceeded';
        END IF;
        FOR i IN 1 .. v_count LOOP
          spend := i;
          BEGIN
            SELECT * INTO STRICT v_spent FROM use_points_general(
              p_transaction_ids[i], p_types[i], p_user_ids[i], p_idempotency_keys[i], p_descriptions[i],
              p_metadata[i], p_amounts[i], p_user_account_ids[i], p_revenue_account_id, p_events[i],
              p_events_mandatory[i]);
            outcome := CASE WHEN v_spent.replayed THEN 'replayed' ELSE 'spent' END;
            points_balance := v_spent.points_balance;
          EXCEPTION WHEN SQLSTATE 'SH402' THEN
            outcome := 'insufficient';
            points_balance := NULL;
          END;
          RETURN NEXT;
        END LOOP;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION use_points_general_batch(uuid[], text[], uuid[], text[], text[], jsonb[], bigint[], uuid[], uuid, jsonb[], boolean[])`,
    );
  }
}
