import Stripe from 'stripe';
import type { StripeSettings } from './payment-settings';

/** What this service needs of a PaymentIntent: how much, in what state, for which order. */
export interface PaymentIntentFacts {
  id: string;
  amount: number;
  amountReceived: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** A verified webhook event; `paymentIntent` is set for `payment_intent.*` events. */
export interface StripeWebhookEvent {
  id: string;
  type: string;
  paymentIntent: PaymentIntentFacts | null;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/**
 * What asking Stripe to cancel a PaymentIntent found: `intent` as it stands afterwards (canceled,
 * or still in the state that made cancelling impossible, e.g. succeeded), or `missing` when Stripe
 * knows no such PaymentIntent.
 */
export type CancelOutcome = { kind: 'found'; intent: PaymentIntentFacts } | { kind: 'missing' };

/** A webhook whose signature does not match its body, or whose timestamp is too old. */
export class StripeSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeSignatureError';
  }
}

/** Stripe's default: a signed webhook older than five minutes may be a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The one place that talks to the Stripe SDK. */
export class StripeClient {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...apiLocationOf(settings.apiBaseUrl),
    });
  }

  get publishableKey(): string {
    return this.settings.publishableKey;
  }

  /**
   * The order id is the idempotency key: a retried create (ours or the SDK's) answers the same
   * PaymentIntent instead of charging twice.
   */
  async createPaymentIntent(input: {
    orderId: string;
    userId: string;
    amountCents: number;
    points: number;
    description: string;
  }): Promise<CreatedPaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        automatic_payment_methods: { enabled: true },
        metadata: { points_order_id: input.orderId, user_id: input.userId, points: String(input.points) },
      },
      { idempotencyKey: input.orderId },
    );
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  /**
   * Cancels an unpaid PaymentIntent so it can no longer take money. One that has already succeeded
   * (or is processing) cannot be canceled: Stripe refuses, and its current state is read instead,
   * so the caller decides on what Stripe holds, never on a guess. Unreachable: throws.
   */
  async cancelPaymentIntent(id: string): Promise<CancelOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
      return { kind: 'found', intent: factsOf(intent) };
    } catch (error) {
      if (stripeErrorCode(error) === 'resource_missing') return { kind: 'missing' };
      if (stripeErrorCode(error) !== 'payment_intent_unexpected_state') throw error;
    }
    return { kind: 'found', intent: factsOf(await this.stripe.paymentIntents.retrieve(id)) };
  }

  /** Checks the signature over the exact bytes Stripe sent, and the timestamp's age. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): StripeWebhookEvent {
    if (!signatureHeader) throw new StripeSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new StripeSignatureError(error instanceof Error ? error.message : 'signature verification failed');
    }
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      paymentIntent: object.object === 'payment_intent' ? factsOf(object as Stripe.PaymentIntent) : null,
    };
  }
}

/** The code of an error Stripe's API answered (e.g. `resource_missing`); undefined for anything else. */
function stripeErrorCode(error: unknown): string | undefined {
  return error instanceof Stripe.errors.StripeInvalidRequestError ? error.code : undefined;
}

function factsOf(intent: Stripe.PaymentIntent): PaymentIntentFacts {
  return {
    id: intent.id,
    amount: intent.amount,
    amountReceived: intent.amount_received,
    currency: intent.currency,
    status: intent.status,
    metadata: { ...intent.metadata },
  };
}

function apiLocationOf(baseUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
