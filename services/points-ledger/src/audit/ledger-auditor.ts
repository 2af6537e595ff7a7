/** One broken invariant of ADR 0014, with the rows that break it. */
export interface AuditViolation {
  invariant: string;
  detail: string;
}

/** Runs one read-only query (a pg client, a DataSource, an EntityManager). */
export type AuditQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

interface Check {
  invariant: string;
  /** Selects the rows that violate the invariant; none when it holds. */
  sql: string;
}

const OWNED_KINDS = `('user_points', 'user_holds', 'seller_pending', 'seller_available', 'seller_withdrawing')`;
/** Rows shown per broken invariant; the count says how many there are. */
const SHOWN = 20;

const CHECKS: Check[] = [
  {
    invariant: 'every transaction is balanced',
    sql: `SELECT transaction_id, sum(amount)::text AS total FROM ledger_entries
           GROUP BY transaction_id HAVING sum(amount) <> 0`,
  },
  {
    invariant: 'all entries sum to zero',
    sql: `SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries HAVING coalesce(sum(amount), 0) <> 0`,
  },
  {
    invariant: 'entries of owned accounts carry the running balance, never negative',
    sql: `SELECT account_id, entry_id, balance_after::text, running::text FROM (
            SELECT e.account_id, e.id AS entry_id, e.balance_after,
                   sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
              FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
             WHERE a.kind IN ${OWNED_KINDS}) booked
           WHERE balance_after IS DISTINCT FROM running OR running < 0`,
  },
  {
    invariant: 'system accounts carry no cached balance',
    sql: `SELECT e.transaction_id, a.kind FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
           WHERE a.owner_id IS NULL AND e.balance_after IS NOT NULL`,
  },
  {
    invariant: "each user's cached points and holds equal the sums of their accounts",
    sql: `WITH sums AS (
            SELECT a.owner_id AS user_id,
                   coalesce(sum(e.amount) FILTER (WHERE a.kind = 'user_points'), 0) AS points,
                   coalesce(sum(e.amount) FILTER (WHERE a.kind = 'user_holds'), 0) AS held
              FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
             WHERE a.kind IN ('user_points', 'user_holds')
             GROUP BY a.owner_id)
          SELECT coalesce(u.user_id, s.user_id) AS user_id,
                 u.points_balance::text AS cached_points, coalesce(s.points, 0)::text AS booked_points,
                 u.held_points::text AS cached_held, coalesce(s.held, 0)::text AS booked_held
            FROM user_points u FULL JOIN sums s ON s.user_id = u.user_id
           WHERE coalesce(u.points_balance, 0) <> coalesce(s.points, 0)
              OR coalesce(u.held_points, 0) <> coalesce(s.held, 0)`,
  },
  {
    invariant: "each seller's cached pending, available and withdrawing equal the sums of their accounts",
    sql: `WITH sums AS (
            SELECT a.owner_id AS seller_id,
                   coalesce(sum(e.amount) FILTER (WHERE a.kind = 'seller_pending'), 0) AS pending,
                   coalesce(sum(e.amount) FILTER (WHERE a.kind = 'seller_available'), 0) AS available,
                   coalesce(sum(e.amount) FILTER (WHERE a.kind = 'seller_withdrawing'), 0) AS withdrawing
              FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
             WHERE a.kind IN ('seller_pending', 'seller_available', 'seller_withdrawing')
             GROUP BY a.owner_id)
          SELECT coalesce(b.seller_id, s.seller_id) AS seller_id,
                 b.pending_points::text, s.pending::text, b.available_points::text, s.available::text,
                 b.withdrawing_points::text, s.withdrawing::text
            FROM seller_balances b FULL JOIN sums s ON s.seller_id = b.seller_id
           WHERE coalesce(b.pending_points, 0) <> coalesce(s.pending, 0)
              OR coalesce(b.available_points, 0) <> coalesce(s.available, 0)
              OR coalesce(b.withdrawing_points, 0) <> coalesce(s.withdrawing, 0)`,
  },
  {
    invariant: "each seller's withdrawn points equal their payouts, and lifetime earnings what they hold plus withdrew",
    sql: `WITH paid AS (
            SELECT t.user_id AS seller_id, sum(e.amount) AS paid
              FROM ledger_entries e
              JOIN accounts a ON a.id = e.account_id AND a.kind = 'payout_clearing'
              JOIN ledger_transactions t ON t.id = e.transaction_id
             GROUP BY t.user_id)
          SELECT b.seller_id, b.withdrawn_points::text, coalesce(p.paid, 0)::text AS paid,
                 b.lifetime_earned_points::text
            FROM seller_balances b LEFT JOIN paid p ON p.seller_id = b.seller_id
           WHERE b.withdrawn_points <> coalesce(p.paid, 0)
              OR b.lifetime_earned_points
                 <> b.pending_points + b.available_points + b.withdrawing_points + b.withdrawn_points`,
  },
  {
    invariant: "each user's lifetime spent equals their spends, purchases and captures less refunds",
    sql: `WITH spent AS (
            SELECT t.user_id,
                   sum(CASE
                         WHEN a.kind = 'user_points' AND t.purpose IN ('spend', 'purchase', 'refund') THEN -e.amount
                         WHEN a.kind = 'platform_revenue' AND t.purpose = 'hold-settlement' THEN e.amount
                         ELSE 0 END) AS spent
              FROM ledger_entries e
              JOIN accounts a ON a.id = e.account_id
              JOIN ledger_transactions t ON t.id = e.transaction_id
             GROUP BY t.user_id)
          SELECT u.user_id, u.lifetime_spent::text, coalesce(s.spent, 0)::text AS booked
            FROM user_points u LEFT JOIN spent s ON s.user_id = u.user_id
           WHERE u.lifetime_spent <> coalesce(s.spent, 0)`,
  },
  {
    invariant: 'no cached balance is negative',
    sql: `SELECT 'user' AS owner, user_id AS id FROM user_points
           WHERE points_balance < 0 OR held_points < 0 OR lifetime_spent < 0
          UNION ALL
          SELECT 'seller', seller_id FROM seller_balances
           WHERE pending_points < 0 OR available_points < 0 OR withdrawing_points < 0
              OR withdrawn_points < 0 OR lifetime_earned_points < 0`,
  },
  {
    // Platform revenue is left out: it may fall below zero when the platform pays back a share a
    // seller had already withdrawn (a refund delivered after the hold period).
    invariant: 'money and bonuses only come in, payouts only go out',
    sql: `SELECT a.kind, coalesce(sum(e.amount), 0)::text AS total
            FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
           WHERE a.owner_id IS NULL
           GROUP BY a.kind
          HAVING (a.kind IN ('payment_clearing', 'promotions') AND coalesce(sum(e.amount), 0) > 0)
              OR (a.kind = 'payout_clearing' AND coalesce(sum(e.amount), 0) < 0)`,
  },
  {
    invariant: 'what users and sellers hold equals what came in less revenue and payouts',
    sql: `WITH held AS (
            SELECT (SELECT coalesce(sum(points_balance + held_points), 0) FROM user_points)
                 + (SELECT coalesce(sum(pending_points + available_points + withdrawing_points), 0)
                      FROM seller_balances) AS total),
          flows AS (
            SELECT coalesce(-sum(e.amount), 0) AS total
              FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
             WHERE a.owner_id IS NULL)
          SELECT held.total::text AS held, flows.total::text AS flows FROM held, flows
           WHERE held.total <> flows.total`,
  },
  {
    invariant: 'every order is paid by one purchase transaction and refunded at most once',
    sql: `SELECT purpose, idempotency_key AS order_id, count(*)::int AS transactions FROM ledger_transactions
           WHERE purpose IN ('purchase', 'refund', 'points-order')
           GROUP BY purpose, idempotency_key HAVING count(*) > 1`,
  },
  {
    // A whole order's refund is keyed by the order, a line's by `<order>:<document>` (ADR 0037).
    invariant: 'every refund reverses a purchase of the same buyer, a line refund one of its lines',
    sql: `SELECT r.id AS refund_id, r.idempotency_key AS refund_key FROM ledger_transactions r
           WHERE r.purpose = 'refund' AND NOT EXISTS (
             SELECT 1 FROM ledger_transactions p
              WHERE p.purpose = 'purchase' AND p.user_id = r.user_id
                AND p.idempotency_key = split_part(r.idempotency_key, ':', 1)
                AND (strpos(r.idempotency_key, ':') = 0
                     OR p.metadata->'lines' @> jsonb_build_array(
                          jsonb_build_object('document_id', split_part(r.idempotency_key, ':', 2)))))`,
  },
  {
    invariant: 'no order returns its buyer more than the purchase took',
    sql: `WITH returned AS (
            SELECT r.user_id, split_part(r.idempotency_key, ':', 1) AS order_id, sum(e.amount) AS points
              FROM ledger_transactions r
              JOIN ledger_entries e ON e.transaction_id = r.id
              JOIN accounts a ON a.id = e.account_id AND a.kind = 'user_points'
             WHERE r.purpose = 'refund'
             GROUP BY 1, 2),
          paid AS (
            SELECT p.user_id, p.idempotency_key AS order_id, -sum(e.amount) AS points
              FROM ledger_transactions p
              JOIN ledger_entries e ON e.transaction_id = p.id
              JOIN accounts a ON a.id = e.account_id AND a.kind = 'user_points'
             WHERE p.purpose = 'purchase'
             GROUP BY 1, 2)
          SELECT r.order_id, r.points::text AS returned, coalesce(p.points, 0)::text AS paid
            FROM returned r LEFT JOIN paid p ON p.user_id = r.user_id AND p.order_id = r.order_id
           WHERE r.points > coalesce(p.points, 0)`,
  },
  {
    invariant: "each seller's pending points equal their pending earnings lots",
    sql: `WITH lots AS (
            SELECT seller_id, sum(points) AS pending FROM earnings_lots WHERE status = 'pending' GROUP BY seller_id)
          SELECT coalesce(b.seller_id, l.seller_id) AS seller_id, b.pending_points::text, l.pending::text AS lots
            FROM seller_balances b FULL JOIN lots l ON l.seller_id = b.seller_id
           WHERE coalesce(b.pending_points, 0) <> coalesce(l.pending, 0)`,
  },
  {
    invariant: "each user's held points equal their open holds",
    sql: `WITH open AS (SELECT user_id, sum(amount) AS held FROM holds WHERE status = 'held' GROUP BY user_id)
          SELECT coalesce(u.user_id, o.user_id) AS user_id, u.held_points::text, o.held::text AS holds
            FROM user_points u FULL JOIN open o ON o.user_id = u.user_id
           WHERE coalesce(u.held_points, 0) <> coalesce(o.held, 0)`,
  },
  {
    invariant: "each seller's withdrawing and withdrawn points equal their withdrawals",
    sql: `WITH asked AS (
            SELECT seller_id,
                   coalesce(sum(amount_points) FILTER (WHERE status IN ('requested', 'approved')), 0) AS withdrawing,
                   coalesce(sum(amount_points) FILTER (WHERE status = 'paid'), 0) AS withdrawn
              FROM withdrawals GROUP BY seller_id)
          SELECT coalesce(b.seller_id, w.seller_id) AS seller_id,
                 b.withdrawing_points::text, w.withdrawing::text, b.withdrawn_points::text, w.withdrawn::text
            FROM seller_balances b FULL JOIN asked w ON w.seller_id = b.seller_id
           WHERE coalesce(b.withdrawing_points, 0) <> coalesce(w.withdrawing, 0)
              OR coalesce(b.withdrawn_points, 0) <> coalesce(w.withdrawn, 0)`,
  },
];

/** The invariants this auditor checks, in order (for reports and tests). */
export const AUDITED_INVARIANTS = CHECKS.map((check) => check.invariant);

/**
 * Checks every invariant of the ledger (ADR 0014) and answers each violation found; an empty
 * answer means the ledger is sound. Read-only; run it in a REPEATABLE READ transaction (as the
 * audit command does) for one consistent snapshot on a live database.
 */
export async function auditLedger(query: AuditQuery): Promise<AuditViolation[]> {
  const violations: AuditViolation[] = [];
  for (const check of CHECKS) {
    const rows = await query(check.sql);
    if (rows.length === 0) continue;
    const shown = rows.slice(0, SHOWN).map((row) => JSON.stringify(row));
    const more = rows.length > SHOWN ? ` (and ${rows.length - SHOWN} more)` : '';
    violations.push({ invariant: check.invariant, detail: `${rows.length} violation(s)${more}: ${shown.join('; ')}` });
  }
  return violations;
}
