import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_test_orders_webhook_secret';
const signer = new Stripe('sk_test_signer_only');

export interface IntentFacts {
  id: string;
  orderId: string | null;
  amount: number;
  amountReceived?: number;
  currency?: string;
}

/** A Stripe event about a PaymentIntent, as Stripe sends it (pretty-printed JSON). */
export function paymentIntentEvent(
  type: string,
  intent: IntentFacts,
  eventId = `evt_${randomBytes(12).toString('hex')}`,
): { id: string; payload: string } {
  const succeeded = type === 'payment_intent.succeeded';
  const status = succeeded ? 'succeeded' : type === 'payment_intent.canceled' ? 'canceled' : 'requires_payment_method';
  const event = {
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: intent.amountReceived ?? (succeeded ? intent.amount : 0),
        currency: intent.currency ?? 'usd',
        status,
        metadata: intent.orderId ? { points_order_id: intent.orderId } : {},
        livemode: false,
      },
    },
  };
  return { id: eventId, payload: JSON.stringify(event, null, 2) };
}

/** The Stripe-Signature header for this exact payload, signed offline. */
export function signatureFor(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}

/** Delivers a webhook the way Stripe does: the raw payload and its signature. */
export async function deliverWebhook(
  baseUrl: string,
  payload: string,
  signature: string | undefined,
): Promise<{ status: number; body: { data?: { outcome: string }; error?: { code: string } } }> {
  const response = await fetch(`${baseUrl}/payments/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as never };
}
