import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';
import { paginationQuerySchema } from './api-envelope';

/**
 * Points packages, points orders, payments, document orders and refunds (orders service; ADR
 * 0014). Money is integer cents in USD; points are whole numbers, 10 per USD.
 */

export const REFUND_WINDOW_DAYS = 30;
/** The largest custom amount one points order may buy, in USD. */
export const MAX_POINTS_ORDER_USD = 1000;
export const MIN_POINTS_ORDER_USD = 1;

export const ORDER_MESSAGES = {
  duplicateCartTitle: 'Item already in cart',
  duplicateCartText: 'This item is already in your cart. Digital content can only be purchased once.',
  alreadyPurchased: 'You already own this document.',
  ownDocument: 'You cannot buy your own document.',
  notForSale: 'This document is not for sale.',
  refundWindowClosed: 'Refunds are possible within 30 days of purchase.',
} as const;

/** GET /api/points/packages (active only, cheapest first). */
export interface PointsPackage {
  id: string;
  name: string;
  price_cents: number;
  /** Points at 10 per USD. */
  points: number;
  /** Extra points from the bonus tier this price reaches. */
  bonus_points: number;
  total_points: number;
  is_popular: boolean;
}

/** GET /api/points/bonus-tiers (active only): spending at least min_amount_cents earns the bonus. */
export interface PointsBonusTier {
  id: string;
  min_amount_cents: number;
  bonus_percent: number;
}

/** GET /api/points/quote?amount_usd=: calculate_points_for_amount. */
export const pointsQuoteQuerySchema = z.object({
  amount_usd: z.coerce
    .number({ message: 'Enter an amount in US dollars.' })
    .min(MIN_POINTS_ORDER_USD, `The smallest amount is $${MIN_POINTS_ORDER_USD}.`)
    .max(MAX_POINTS_ORDER_USD, `The largest amount is $${MAX_POINTS_ORDER_USD}.`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Use at most two decimals.',
    }),
});
export interface PointsQuote {
  amount_usd: number;
  base_points: number;
  bonus_points: number;
  total_points: number;
}

/** POST /api/points/orders: a package or a custom amount. */
export const pointsOrderRequestSchema = z.union([
  z.object({ package_id: z.uuid({ message: 'Choose a package.' }) }).strict(),
  pointsQuoteQuerySchema.strict(),
]);
export type PointsOrderRequest = z.infer<typeof pointsOrderRequestSchema>;

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['requires_payment', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A points order paid through Stripe also ends `expired` (unpaid for ORDERS_POINTS_ORDER_EXPIRY_MS,
 * its PaymentIntent canceled) or `canceled` (Stripe canceled the PaymentIntent); either becomes
 * `completed` if Stripe still reports it paid, since the buyer's money arrived.
 */
export const POINTS_ORDER_STATUSES = [...ORDER_STATUSES, 'expired', 'canceled'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];
export const POINTS_PAYMENT_STATUSES = [...PAYMENT_STATUSES, 'canceled'] as const;
export type PointsPaymentStatus = (typeof POINTS_PAYMENT_STATUSES)[number];

/** A points order (spec section 3, points_orders). */
export interface PointsOrder {
  id: string;
  user_id: string;
  package_id: string | null;
  /** What the buyer pays, in cents. */
  amount_cents: number;
  currency: 'usd';
  points_amount: number;
  bonus_points: number;
  order_status: PointsOrderStatus;
  payment_status: PointsPaymentStatus;
  payment_method: PaymentProvider;
  payment_intent_id: string | null;
  created_at: string;
  completed_at: string | null;
}

/** Answer of POST /api/points/orders: Stripe also needs the browser to confirm the card. */
export interface PointsOrderCreated {
  order: PointsOrder;
  /** create-points-payment-intent's client_secret; null with the simulated provider. */
  client_secret: string | null;
  publishable_key: string | null;
}

/** POST /api/orders/checkout */
export const checkoutRequestSchema = z.object({
  document_ids: z
    .array(z.uuid({ message: 'A document in your cart is not valid.' }))
    .min(1, 'Your cart is empty.')
    .max(50, 'At most 50 documents per order.')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each document can be bought only once.' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * `error.details` of 409 ALREADY_PURCHASED from POST /api/orders/checkout: the requested documents
 * the buyer already owns, or holds in an order still being settled, in the order they were asked
 * for (`error.fields.document_ids` lists the same ids). Remove them and pay for the rest.
 */
export const alreadyPurchasedDetailsSchema = z.object({
  documents: z.array(z.object({ document_id: z.string(), title: z.string() })),
});
export type AlreadyPurchasedDetails = z.infer<typeof alreadyPurchasedDetailsSchema>;

export type OrderItemRefundCause = 'order_refund' | 'document_removed';

export interface OrderItem {
  document_id: string;
  title: string;
  slug: string;
  seller_id: string;
  points_price: number;
  /** When the line was refunded (with its order, or alone after a take-down); absent while it is held. */
  refunded_at?: string | null;
  /**
   * Why the line went back, present only with `refunded_at`: `order_refund` when it went with the
   * buyer's refund of the order, `document_removed` when an admin took its document down (ADR 0037),
   * even when that refunded the order's last line and so the order itself.
   */
  refund_cause?: OrderItemRefundCause;
}

/** A document order (spec section 3, orders). */
export interface DocumentOrder {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_points: number;
  items: OrderItem[];
  created_at: string;
  completed_at: string | null;
  refunded_at: string | null;
  /** Until when the 30-day money-back guarantee applies; null unless completed. */
  refundable_until: string | null;
}

/** POST /api/orders/{id}/refund */
export const refundRequestSchema = z.object({
  reason: z.string().trim().max(1000, 'Must be at most 1000 characters.').optional().default(''),
});

/** GET /api/seller/overview?days= */
export const sellerOverviewQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
});
export interface SellerOverview {
  sales_count: number;
  earned_points: number;
  documents_sold: number;
  refunds_count: number;
  /** One entry per day of the period, oldest first, days without sales included. */
  daily: { date: string; sales: number; earned_points: number }[];
}

/** GET /api/seller/orders: sales of the caller's documents, newest first. */
export interface SellerSale {
  order_id: string;
  document_id: string;
  title: string;
  points_price: number;
  earned_points: number;
  status: OrderStatus;
  sold_at: string;
}

/** The columns the back office may order document orders by. */
export const ADMIN_ORDER_SORTS = ['created_at', 'total_points', 'status'] as const;
/** GET /api/admin/orders: document orders by status and buyer, in a chosen order, or all as CSV. */
export const adminOrdersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  user_id: z.uuid().optional(),
  ...adminSortQuery(ADMIN_ORDER_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});
/** The columns the back office may order points orders by. */
export const ADMIN_POINTS_ORDER_SORTS = ['created_at', 'amount_cents', 'points_amount', 'status'] as const;
/** GET /api/admin/points-orders: points orders by status (expired and canceled too) and buyer. */
export const adminPointsOrdersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(POINTS_ORDER_STATUSES).optional(),
  user_id: z.uuid().optional(),
  ...adminSortQuery(ADMIN_POINTS_ORDER_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});

/** POST/PUT /api/admin/points-packages */
export const pointsPackageInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'Must be at most 80 characters.'),
  price_cents: z.coerce
    .number({ message: 'Enter a price.' })
    .int('Use whole cents.')
    .min(100, 'At least $1.')
    .max(100_000, 'At most $1,000.'),
  is_active: z.boolean().default(true),
  is_popular: z.boolean().default(false),
});
/** POST/PUT /api/admin/points-bonus-tiers */
export const pointsBonusTierInputSchema = z.object({
  min_amount_cents: z.coerce
    .number({ message: 'Enter an amount.' })
    .int('Use whole cents.')
    .min(100, 'At least $1.')
    .max(100_000, 'At most $1,000.'),
  bonus_percent: z.coerce
    .number({ message: 'Enter a percentage.' })
    .int('Use a whole percentage.')
    .min(1, 'At least 1%.')
    .max(100, 'At most 100%.'),
  is_active: z.boolean().default(true),
});
