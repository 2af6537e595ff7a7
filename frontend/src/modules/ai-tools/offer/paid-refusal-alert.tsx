'use client';

import { FormAlert } from '@/modules/forms/components/form-alert';
import { PRICE_CHANGED_TITLE, TOOL_CLOSED_TITLE, type PaidRefusal } from './paid-refusal';

/**
 * A raised price or a switched-off tool, said where the action's refusals are. The button beside it
 * already shows the new price (the offer was reloaded), so the next click pays it knowingly.
 */
export function PaidRefusalAlert({ refusal }: { refusal: PaidRefusal }) {
  return (
    <FormAlert title={refusal.kind === 'price-changed' ? PRICE_CHANGED_TITLE : TOOL_CLOSED_TITLE}>
      <p data-testid="paid-refusal">{refusal.message}</p>
    </FormAlert>
  );
}
