import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';

/**
 * The points ledger's API (points-ledger service; ADR 0014). Points are whole numbers; 10 points
 * are 1 USD (spec section 9). Amounts on a user's history are signed: negative for spending.
 */

/** The spec's spending types (points_transactions.type), then the ledger's own credits. */
export const SPENDING_TYPES = ['document_access', 'spent', 'document_chat'] as const;
export type SpendingType = (typeof SPENDING_TYPES)[number];
export const POINTS_TRANSACTION_TYPES = [...SPENDING_TYPES, 'points_purchase', 'refund', 'hold_released'] as const;
export type PointsTransactionType = (typeof POINTS_TRANSACTION_TYPES)[number];

/** The spec's error texts (section 8). */
export const POINTS_MESSAGES = {
  insufficient: 'insufficient points',
  failedToUse: 'Failed to use points',
  insufficientForDetection: 'You have insufficient points for AI detection',
  insufficientForPlagiarism: 'You have insufficient points for plagiarism checking',
} as const;

/** GET /api/points/balance */
export interface PointsBalance {
  points_balance: number;
  lifetime_spent: number;
  /** Reserved by AI calls in flight; not spendable until they finish. */
  held_points: number;
  updated_at: string;
}

/** GET /api/points/transactions: the caller's history, newest first. */
export const POINTS_HISTORY_FILTERS = ['all', 'credits', 'spending'] as const;
export const pointsHistoryQuerySchema = paginationQuerySchema.extend({
  type: z.enum([...POINTS_TRANSACTION_TYPES, ...POINTS_HISTORY_FILTERS]).default('all'),
  from: z.iso.date({ message: 'Use a date like 2026-01-31.' }).optional(),
  to: z.iso.date({ message: 'Use a date like 2026-01-31.' }).optional(),
});
export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuerySchema>;

export interface PointsTransaction {
  id: string;
  type: PointsTransactionType;
  /** Change to the caller's spendable points: negative for spending. */
  amount: number;
  /** The balance right after this transaction. */
  balance_after: number;
  description: string;
  metadata: Record<string, unknown>;
  created_at: string;
}

/** Seller earnings (GET /api/seller/wallet). */
export interface SellerWallet {
  pending_points: number;
  available_points: number;
  /** Requested withdrawals not yet paid. */
  withdrawing_points: number;
  withdrawn_points: number;
  lifetime_earned_points: number;
  minimum_withdrawal_points: number;
  /** Pending points become available this long after the sale (the refund window). */
  hold_days: number;
  /** The next pending lot to become available, if any. */
  next_release: { points: number; available_at: string } | null;
}

export const PAYOUT_METHODS = ['paypal', 'bank_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * The `Idempotency-Key` request header (1 to 200 characters, optional) of POST
 * /api/seller/withdrawals: a request repeated with the same key answers the first withdrawal (200
 * instead of 201) and moves the points once; the same key with another amount is 409
 * IDEMPOTENCY_KEY_REUSED. Keep one key per intended request, across its retries.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeyHeaderSchema = z
  .string()
  .trim()
  .min(1, 'Send a key of 1 to 200 characters.')
  .max(200, 'Send a key of 1 to 200 characters.')
  .optional();

/** POST /api/seller/withdrawals (with an optional Idempotency-Key header). */
export const withdrawalRequestSchema = z.object({
  amount_points: z.coerce
    .number({ message: 'Enter an amount in points.' })
    .int('Enter a whole number of points.')
    .positive('Enter an amount in points.'),
  method: z.enum(PAYOUT_METHODS, { message: 'Choose a payout method.' }),
  /** A PayPal e-mail address or an IBAN / account reference. */
  destination: z.string().trim().min(3, 'Enter where the money should go.').max(200, 'Must be at most 200 characters.'),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/**
 * A payout request: the answer of POST /api/seller/withdrawals, GET /api/seller/withdrawals (the
 * caller's own, newest first, paged), GET /api/admin/withdrawals and POST
 * /api/admin/withdrawals/{id}/approve, /reject and /paid (requested → approved → paid, or
 * requested/approved → rejected).
 */
export interface Withdrawal {
  id: string;
  seller_id: string;
  amount_points: number;
  /** What is paid out: amount_points / 10, in cents. */
  amount_cents: number;
  method: PayoutMethod;
  destination: string;
  status: WithdrawalStatus;
  /** Why an admin rejected it. */
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
  paid_at: string | null;
}

/** The columns the payout queue may be ordered by. */
export const ADMIN_WITHDRAWAL_SORTS = ['requested_at', 'amount_points', 'status'] as const;
/** GET /api/admin/withdrawals: the payout queue, newest first, by status and seller. */
export const adminWithdrawalsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES, { message: 'Choose requested, approved, paid or rejected.' }).optional(),
  seller_id: z.uuid().optional(),
  ...adminSortQuery(ADMIN_WITHDRAWAL_SORTS, { sort: 'requested_at', order: 'desc' }),
  ...exportFormatQuery,
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

/** POST /api/admin/withdrawals/{id}/reject */
export const withdrawalRejectionSchema = z.object({
  reason: z.string().trim().min(3, 'Give the seller a reason.').max(1000, 'Must be at most 1000 characters.'),
});

/** GET /api/admin/points-transactions: every ledger transaction, newest first. */
/** The columns the ledger's transactions may be ordered by. */
export const ADMIN_TRANSACTION_SORTS = ['created_at', 'type'] as const;
export const adminPointsTransactionsQuerySchema = paginationQuerySchema.extend({
  user_id: z.uuid().optional(),
  type: z.string().max(40).optional(),
  ...adminSortQuery(ADMIN_TRANSACTION_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});

export interface AdminPointsTransaction {
  id: string;
  user_id: string | null;
  type: string;
  purpose: string;
  description: string;
  /** The entries, each an account and a signed amount; they sum to zero. */
  entries: { account: string; owner_id: string | null; amount: number }[];
  metadata: Record<string, unknown>;
  created_at: string;
}

/* ---- Internal calls (orders and ai-tools to points-ledger; never routed by the gateway) ---- */

const idempotencyKey = z.string().trim().min(1).max(200);
const metadata = z.record(z.string(), z.unknown()).default({});

/** POST /internal/spends: use_points_general. */
export const internalSpendSchema = z.object({
  user_id: z.uuid(),
  amount: z.number().int().positive(),
  type: z.enum(SPENDING_TYPES),
  description: z.string().trim().min(1).max(500),
  metadata,
  idempotency_key: idempotencyKey,
});
export type InternalSpend = z.infer<typeof internalSpendSchema>;

/** POST /internal/purchases: use_points_for_document for a whole order, split with the sellers. */
export const internalPurchaseSchema = z.object({
  user_id: z.uuid(),
  order_id: z.uuid(),
  lines: z
    .array(
      z.object({
        document_id: z.uuid(),
        seller_id: z.uuid(),
        points: z.number().int().nonnegative(),
        title: z.string().max(300).default(''),
      }),
    )
    .min(1)
    .max(100),
});
export type InternalPurchase = z.infer<typeof internalPurchaseSchema>;

/** POST /internal/holds: reserve points for an AI call. */
export const internalHoldSchema = z.object({
  user_id: z.uuid(),
  amount: z.number().int().positive(),
  type: z.enum(SPENDING_TYPES),
  description: z.string().trim().min(1).max(500),
  idempotency_key: idempotencyKey,
  ttl_seconds: z.number().int().min(5).max(3600).default(300),
});
export type InternalHold = z.infer<typeof internalHoldSchema>;

/** POST /internal/holds/{id}/capture: post what the call cost (at most what was held). */
export const internalHoldCaptureSchema = z.object({
  amount: z.number().int().nonnegative(),
  description: z.string().trim().max(500).optional(),
  metadata,
});

/** Answer of a spend, a purchase or a capture; a repeated key answers the first outcome. */
export interface InternalSpendResult {
  transaction_id: string;
  points_balance: number;
  /** True when this answer repeats an earlier request with the same key. */
  replayed: boolean;
}

/** Answer of a purchase: the spend, and each line's split as the ledger booked it. */
export interface InternalPurchaseResult extends InternalSpendResult {
  lines: { document_id: string; seller_id: string; points: number; seller_share: number }[];
}

export interface InternalHoldResult {
  hold_id: string;
  status: 'held' | 'captured' | 'released' | 'expired';
  expires_at: string;
  points_balance: number;
}
