'use client';

import { changeDocumentPriceSchema, pointsForPriceCents, type DocumentPriceResponse } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';

/** The seller sets a new price; buyers pay the new points price from then on. */
export function DocumentPriceForm({ documentId, price }: { documentId: string; price: number }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [value, setValue] = useState(price.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const parsed = changeDocumentPriceSchema.safeParse({ price: value });
  const points = parsed.success ? pointsForPriceCents(Math.round(parsed.data.price * 100)) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a price in US dollars.');
      return;
    }
    setError(null);
    setIsSaving(true);
    const result = await apiRequest<DocumentPriceResponse>(`/documents/${encodeURIComponent(documentId)}/price`, {
      method: 'PUT',
      body: parsed.data,
    });
    setIsSaving(false);
    if (!result.ok) {
      setError(failureMessage(result, 'The price could not be changed.'));
      return;
    }
    showToast({
      title: 'Price updated',
      description: `Buyers now pay ${result.data.points_price} points.`,
      variant: 'success',
    });
    router.refresh();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 rounded-2xl border border-line p-4" noValidate>
      <h2 className="text-base font-semibold text-ink">Price</h2>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <TextField
          label="Price (USD)"
          name="price"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={
            points === null
              ? 'Enter a price in US dollars.'
              : points > 0
                ? `Buyers pay ${points} points (10 points = 1 USD).`
                : 'Free: anyone can read it.'
          }
          className="w-48"
        />
        <button
          type="submit"
          disabled={isSaving}
          className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {isSaving ? 'Saving…' : 'Change price'}
        </button>
      </div>
    </form>
  );
}
