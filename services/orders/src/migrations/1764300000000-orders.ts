import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Points packages and bonus tiers (seeded), points orders and the Stripe events already handled,
 * document orders with their lines and the purchases that reserve each (buyer, document) once, and
 * the read copy of sellable documents kept from catalog's events (ADR 0014).
 */
export class Orders1764300000000 implements MigrationInterface {
  name = 'Orders1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE points_packages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        price_cents integer NOT NULL CHECK (price_cents BETWEEN 100 AND 100000),
        is_active boolean NOT NULL DEFAULT true,
        is_popular boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE points_bonus_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        min_amount_cents integer NOT NULL CHECK (min_amount_cents BETWEEN 100 AND 100000),
        bonus_percent integer NOT NULL CHECK (bonus_percent BETWEEN 1 AND 100),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Two active tiers at one threshold would make the bonus ambiguous.
    await queryRunner.query(
      `CREATE UNIQUE INDEX points_bonus_tiers_active_threshold ON points_bonus_tiers (min_amount_cents) WHERE is_active`,
    );
    await queryRunner.query(`
      INSERT INTO points_packages (id, name, price_cents, is_popular) VALUES
        ('673d1ba9-e3f4-4912-bdb9-12d139e6e6c3', 'Starter', 500, false),
        ('8f62fa87-3185-4834-93a5-d01974bed0f7', 'Popular', 1000, true),
        ('7d82471b-e7a0-40ee-b345-d5a90b00134f', 'Plus', 2000, false),
        ('68992449-c51a-4598-9303-7e99ba6d13c8', 'Pro', 5000, false),
        ('a899051a-9dd6-4493-adef-6bccdacfc7a1', 'Ultimate', 10000, false)`);
    await queryRunner.query(`
      INSERT INTO points_bonus_tiers (id, min_amount_cents, bonus_percent) VALUES
        ('281c6843-b20f-4144-b827-376749857cbc', 2000, 5),
        ('e55b311f-328b-4b5c-9fcf-223a7e5bc332', 5000, 10),
        ('1d9fa252-aaaf-4eaf-a1d9-4b7de134c706', 10000, 15)`);

    await queryRunner.query(`
      CREATE TABLE points_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        package_id uuid REFERENCES points_packages (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL DEFAULT 'usd' CHECK (currency = 'usd'),
        points_amount integer NOT NULL CHECK (points_amount > 0),
        bonus_points integer NOT NULL DEFAULT 0 CHECK (bonus_points >= 0),
        promotion_code text,
        payment_method text NOT NULL CHECK (payment_method IN ('simulated', 'stripe')),
        payment_intent_id text UNIQUE,
        order_status text NOT NULL CHECK (order_status IN ('pending', 'completed', 'failed', 'refunded')),
        payment_status text NOT NULL CHECK (payment_status IN ('requires_payment', 'succeeded', 'failed', 'refunded')),
        metadata jsonb NOT NULL DEFAULT '{}',
        user_agent text,
        ip_address text,
        country_code text,
        city text,
        region text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        CHECK (order_status <> 'completed' OR completed_at IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX points_orders_user ON points_orders (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX points_orders_created ON points_orders (created_at DESC, id DESC)`);
    // Each Stripe event is handled once, whatever Stripe redelivers.
    await queryRunner.query(`
      CREATE TABLE stripe_events (
        event_id text PRIMARY KEY,
        event_type text NOT NULL,
        payment_intent_id text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE sellable_documents (
        document_id uuid PRIMARY KEY,
        seller_id uuid NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        points_price integer CHECK (points_price >= 0),
        status text NOT NULL CHECK (status IN ('APPROVED', 'REJECTED', 'SOFT_REJECT', 'DELETED')),
        updated_at timestamptz NOT NULL,
        CHECK (status <> 'APPROVED' OR points_price IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'refunded')),
        payment_status text NOT NULL CHECK (payment_status IN ('requires_payment', 'succeeded', 'failed', 'refunded')),
        total_points integer NOT NULL CHECK (total_points >= 0),
        ledger_transaction_id text,
        failure_reason text,
        refund_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        failed_at timestamptz,
        refunded_at timestamptz,
        CHECK (status NOT IN ('completed', 'refunded') OR completed_at IS NOT NULL),
        CHECK (status <> 'refunded' OR refunded_at IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX orders_user ON orders (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX orders_created ON orders (created_at DESC, id DESC)`);
    // The reconciler's scan: pending checkouts only.
    await queryRunner.query(`CREATE INDEX orders_pending ON orders (created_at) WHERE status = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE order_items (
        order_id uuid NOT NULL REFERENCES orders (id),
        document_id uuid NOT NULL,
        seller_id uuid NOT NULL,
        title text NOT NULL,
        slug text NOT NULL,
        points_price integer NOT NULL CHECK (points_price >= 0),
        seller_share integer CHECK (seller_share >= 0 AND seller_share <= points_price),
        PRIMARY KEY (order_id, document_id)
      )`);
    await queryRunner.query(`CREATE INDEX order_items_seller ON order_items (seller_id, order_id)`);
    // One row per (buyer, document) while an order holds it: pending or completed. Failed and
    // refunded orders release theirs. This key is what makes a document bought once.
    await queryRunner.query(`
      CREATE TABLE document_purchases (
        user_id uuid NOT NULL,
        document_id uuid NOT NULL,
        document_slug text NOT NULL,
        order_id uuid NOT NULL REFERENCES orders (id),
        reserved_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT document_purchases_once UNIQUE (user_id, document_id)
      )`);
    await queryRunner.query(`CREATE INDEX document_purchases_order ON document_purchases (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'document_purchases',
      'order_items',
      'orders',
      'sellable_documents',
      'stripe_events',
      'points_orders',
      'points_bonus_tiers',
      'points_packages',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
