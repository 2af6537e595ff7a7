import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry points ledger (ADR 0014): accounts, append-only transactions and entries that
 * the database itself keeps balanced, the cached balances of users and sellers, and the state of
 * holds, earnings lots and withdrawals.
 */
export class Ledger1764300000000 implements MigrationInterface {
  name = 'Ledger1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN (
          'user_points', 'user_holds', 'seller_pending', 'seller_available', 'seller_withdrawing',
          'payment_clearing', 'promotions', 'platform_revenue', 'payout_clearing')),
        owner_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT accounts_owner_by_kind CHECK (
          (owner_id IS NULL) = (kind IN ('payment_clearing', 'promotions', 'platform_revenue', 'payout_clearing'))),
        CONSTRAINT accounts_kind_owner_key UNIQUE NULLS NOT DISTINCT (kind, owner_id)
      )`);
    // Ids are version-5 UUIDs of the kind (src/ledger/accounts.ts; a unit test keeps them equal).
    await queryRunner.query(`
      INSERT INTO accounts (id, kind) VALUES
        ('08505605-a48c-5a78-98ec-7ea7e158921d', 'payment_clearing'),
        ('a2570514-9ac4-5ecc-a5f3-54ee12646538', 'promotions'),
        ('1e433b9f-b893-549e-ac9d-30438ab44410', 'platform_revenue'),
        ('48314bff-32e3-5daf-878d-4fd1db345da5', 'payout_clearing')`);

    await queryRunner.query(`
      CREATE TABLE ledger_transactions (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        purpose text NOT NULL,
        -- Whose request or money this is: the user, the buyer or the seller.
        user_id uuid NOT NULL,
        description text NOT NULL DEFAULT '',
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ledger_transactions_idempotency UNIQUE (user_id, purpose, idempotency_key)
      )`);
    // One purchase per order, whoever the buyer: what the orders reconciler relies on.
    await queryRunner.query(
      `CREATE UNIQUE INDEX ledger_transactions_one_purchase_per_order ON ledger_transactions (idempotency_key)
        WHERE purpose = 'purchase'`,
    );
    await queryRunner.query(
      `CREATE INDEX ledger_transactions_newest ON ledger_transactions (created_at DESC, id DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE ledger_entries (
        id bigint GENERATED ALWAYS AS IDENTITY,
        transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
        account_id uuid NOT NULL REFERENCES accounts (id),
        amount bigint NOT NULL CHECK (amount <> 0),
        -- The owner's cached balance right after this entry; null on system accounts, which have none.
        balance_after bigint CHECK (balance_after >= 0),
        PRIMARY KEY (transaction_id, account_id)
      )`);
    // An account's entries in the order they were booked: history pages and running balances.
    await queryRunner.query(`CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id, id)`);

    // Checked at commit, after every entry of the transaction is written, whatever the code does.
    await queryRunner.query(`
      CREATE FUNCTION ledger_refuse_unbalanced() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        total numeric;
      BEGIN
        SELECT sum(amount) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % is unbalanced: its entries sum to %', NEW.transaction_id, total
            USING ERRCODE = 'check_violation';
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER ledger_entries_balanced
        AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_unbalanced()`);

    // The ledger is history: a correction is a new transaction, never an edit.
    await queryRunner.query(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: post a correcting transaction instead', TG_TABLE_NAME
          USING ERRCODE = 'restrict_violation';
      END
      $$`);
    for (const table of ['ledger_entries', 'ledger_transactions']) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
      await queryRunner.query(`
        CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`);
    }

    // Cached balances, updated with guarded statements in the transaction of their entries. Room
    // is left in each page so those updates stay HOT.
    await queryRunner.query(`
      CREATE TABLE user_points (
        user_id uuid PRIMARY KEY,
        points_balance bigint NOT NULL DEFAULT 0 CHECK (points_balance >= 0),
        lifetime_spent bigint NOT NULL DEFAULT 0 CHECK (lifetime_spent >= 0),
        held_points bigint NOT NULL DEFAULT 0 CHECK (held_points >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      ) WITH (fillfactor = 80)`);
    await queryRunner.query(`
      CREATE TABLE seller_balances (
        seller_id uuid PRIMARY KEY,
        pending_points bigint NOT NULL DEFAULT 0 CHECK (pending_points >= 0),
        available_points bigint NOT NULL DEFAULT 0 CHECK (available_points >= 0),
        withdrawing_points bigint NOT NULL DEFAULT 0 CHECK (withdrawing_points >= 0),
        withdrawn_points bigint NOT NULL DEFAULT 0 CHECK (withdrawn_points >= 0),
        lifetime_earned_points bigint NOT NULL DEFAULT 0 CHECK (lifetime_earned_points >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      ) WITH (fillfactor = 80)`);

    await queryRunner.query(`
      CREATE TABLE earnings_lots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL,
        document_id uuid NOT NULL,
        seller_id uuid NOT NULL,
        points bigint NOT NULL CHECK (points > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'released', 'cancelled')),
        available_at timestamptz NOT NULL,
        purchase_transaction_id uuid NOT NULL REFERENCES ledger_transactions (id),
        settle_transaction_id uuid REFERENCES ledger_transactions (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        CONSTRAINT earnings_lots_one_per_line UNIQUE (order_id, document_id)
      )`);
    await queryRunner.query(`CREATE INDEX earnings_lots_due ON earnings_lots (available_at) WHERE status = 'pending'`);
    await queryRunner.query(
      `CREATE INDEX earnings_lots_pending_by_seller ON earnings_lots (seller_id, available_at) WHERE status = 'pending'`,
    );

    await queryRunner.query(`
      CREATE TABLE holds (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        caller text NOT NULL,
        type text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        description text NOT NULL,
        status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'captured', 'released', 'expired')),
        captured_amount bigint CHECK (captured_amount >= 0 AND captured_amount <= amount),
        expires_at timestamptz NOT NULL,
        reserve_transaction_id uuid NOT NULL UNIQUE REFERENCES ledger_transactions (id),
        settle_transaction_id uuid REFERENCES ledger_transactions (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX holds_expiring ON holds (expires_at) WHERE status = 'held'`);

    await queryRunner.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        amount_points bigint NOT NULL CHECK (amount_points > 0),
        method text NOT NULL CHECK (method IN ('paypal', 'bank_transfer')),
        destination text NOT NULL,
        status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'paid', 'rejected')),
        reason text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by uuid,
        paid_at timestamptz,
        request_transaction_id uuid NOT NULL UNIQUE REFERENCES ledger_transactions (id),
        settle_transaction_id uuid REFERENCES ledger_transactions (id)
      )`);
    await queryRunner.query(`CREATE INDEX withdrawals_by_seller ON withdrawals (seller_id, requested_at DESC)`);
    await queryRunner.query(`CREATE INDEX withdrawals_by_status ON withdrawals (status, requested_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'withdrawals',
      'holds',
      'earnings_lots',
      'seller_balances',
      'user_points',
      'ledger_entries',
      'ledger_transactions',
      'accounts',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS ledger_refuse_change()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS ledger_refuse_unbalanced()`);
  }
}
