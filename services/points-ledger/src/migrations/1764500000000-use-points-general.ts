import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * use_points_general (spec section 7) as one database function: the spend's key claim, guarded
 * debit, both entries and its balance event run in one round trip instead of five, and their plans
 * are prepared once per session instead of at every statement. It runs as one autocommit statement.
 */
export class UsePointsGeneral1764500000000 implements MigrationInterface {
  name = 'UsePointsGeneral1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION use_points_general(
        p_transaction_id uuid,
        p_type text,
        p_user_id uuid,
        p_idempotency_key text,
        p_description text,
        p_metadata jsonb,
        p_amount bigint,
        p_user_account_id uuid,
        p_revenue_account_id uuid,
        p_event jsonb,
        p_event_mandatory boolean
      ) RETURNS TABLE (replayed boolean, points_balance bigint, lifetime_spent bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_balance bigint;
        v_spent bigint;
      BEGIN
        IF p_amount IS NULL OR p_amount <= 0 THEN
          RAISE EXCEPTION 'a spend takes a positive amount, not %', p_amount USING ERRCODE = 'check_violation';
        END IF;
        -- The key first: a repeated request stops here (and waits for a concurrent first one).
        INSERT INTO ledger_transactions (id, type, purpose, user_id, idempotency_key, description, metadata)
        VALUES (p_transaction_id, p_type, 'spend', p_user_id, p_idempotency_key, p_description, p_metadata)
        ON CONFLICT DO NOTHING;
        IF NOT FOUND THEN
          RETURN QUERY SELECT true, NULL::bigint, NULL::bigint;
          RETURN;
        END IF;
        UPDATE user_points AS balance
           SET points_balance = balance.points_balance - p_amount,
               lifetime_spent = balance.lifetime_spent + p_amount,
               updated_at = now()
         WHERE balance.user_id = p_user_id AND balance.points_balance >= p_amount
        RETURNING balance.points_balance, balance.lifetime_spent INTO v_balance, v_spent;
        IF NOT FOUND THEN
          -- Aborts the caller's transaction: the claimed key goes with it.
          RAISE EXCEPTION 'insufficient points' USING ERRCODE = 'SH402';
        END IF;
        INSERT INTO accounts (id, kind, owner_id) VALUES (p_user_account_id, 'user_points', p_user_id)
        ON CONFLICT DO NOTHING;
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
        VALUES (p_transaction_id, p_user_account_id, -p_amount, v_balance),
               (p_transaction_id, p_revenue_account_id, p_amount, NULL);
        INSERT INTO outbox (event_id, event_type, envelope, mandatory)
        VALUES (
          (p_event ->> 'id')::uuid,
          p_event ->> 'type',
          jsonb_set(jsonb_set(p_event, '{data,pointsBalance}', to_jsonb(v_balance)), '{data,lifetimeSpent}', to_jsonb(v_spent)),
          p_event_mandatory
        );
        RETURN QUERY SELECT false, v_balance, v_spent;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION use_points_general(uuid, text, uuid, text, text, jsonb, bigint, uuid, uuid, jsonb, boolean)`,
    );
  }
}
