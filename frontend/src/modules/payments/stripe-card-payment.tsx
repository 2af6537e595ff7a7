'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';

/**
 * The one file that touches Stripe (STYLE.md: one wrapper per SDK). It is loaded only when a
 * points order answers with a client secret, and the `pure` loader fetches Stripe.js from
 * js.stripe.com only then: the simulated provider never loads anything.
 */

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export const CARD_PAYMENT_FAILED = 'Your payment could not be completed. Please check your card and try again.';

export interface StripeCardPaymentProps {
  clientSecret: string;
  publishableKey: string;
  /** e.g. "Pay $10.00". */
  submitLabel: string;
  /** Where a payment method that must leave the page (a bank redirect) comes back to. */
  returnUrl: string;
  onSucceeded: () => void;
  onCancel: () => void;
}

function CardForm({
  submitLabel,
  returnUrl,
  onSucceeded,
  onCancel,
}: Omit<StripeCardPaymentProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsPaying(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    setIsPaying(false);
    if (result.error) return setError(result.error.message ?? CARD_PAYMENT_FAILED);
    if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') onSucceeded();
    else setError(CARD_PAYMENT_FAILED);
  };

  return (
    <form onSubmit={(event) => void pay(event)} aria-label="Card payment" className="space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <PaymentElement />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={!stripe || !elements || isPaying}>
          {isPaying ? 'Paying…' : submitLabel}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={isPaying}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Stripe's Payment Element for one PaymentIntent, confirmed in place. */
export default function StripeCardPayment({ clientSecret, publishableKey, ...form }: StripeCardPaymentProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5', colorDanger: '#b91c1c' } },
      }}
    >
      <CardForm {...form} />
    </Elements>
  );
}
