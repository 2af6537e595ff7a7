'use client';

import type { AdminPointsBonusTier } from '@studyhub/contracts';
import { CheckboxField } from '@/modules/forms/components/checkbox-field';
import { TextField } from '@/modules/forms/components/text-field';
import { formatCents } from '@/modules/points/format-money';
import { CatalogFormDialog } from './catalog-form-dialog';
import { saveBonusTier } from './points-pricing-api';
import {
  serverFieldErrors,
  TIER_FIELDS,
  tierFormValuesOf,
  validateTierForm,
  type TierField,
} from './points-pricing-form';

/** Creates a bonus tier (`tier` null) or edits one: from which amount, how much bonus, in force or not. */
export function TierFormDialog({
  tier,
  isOpen,
  onClose,
}: {
  tier: AdminPointsBonusTier | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <CatalogFormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={tier ? `Edit the tier from ${formatCents(tier.min_amount_cents)}` : 'New bonus tier'}
      testId="tier-dialog"
      formLabel={tier ? 'Edit bonus tier' : 'New bonus tier'}
      submitLabel={tier ? 'Save tier' : 'Create tier'}
      initialValues={() => tierFormValuesOf(tier)}
      fields={TIER_FIELDS}
      validate={validateTierForm}
      save={(input) => saveBonusTier(tier?.id ?? null, input)}
      savedToast={(input) => ({
        title: tier ? 'Bonus tier saved' : 'Bonus tier created',
        description: `${input.bonus_percent}% bonus from ${formatCents(input.min_amount_cents)}`,
      })}
      serverFieldErrors={(fields) => serverFieldErrors<TierField>(fields, 'tier')}
      saveFailedMessage="The bonus tier could not be saved. Please try again."
    >
      {({ values, errors, update }) => (
        <>
          <TextField
            label="From a purchase of (US dollars)"
            name="minAmount"
            inputMode="decimal"
            autoComplete="off"
            value={values.minAmount}
            error={errors.minAmount}
            hint="From $1 to $1,000. A purchase of at least this amount earns the bonus; the highest tier it reaches applies."
            onChange={(event) => update('minAmount', event.target.value)}
          />
          <TextField
            label="Bonus in percent"
            name="bonusPercent"
            inputMode="numeric"
            autoComplete="off"
            value={values.bonusPercent}
            error={errors.bonusPercent}
            hint="A whole number from 1 to 100, added to the points the amount buys."
            onChange={(event) => update('bonusPercent', event.target.value)}
          />
          <CheckboxField
            label="Active"
            description="Applies to new purchases now. Only one active tier may start at a given amount."
            name="isActive"
            checked={values.isActive}
            onChange={(event) => update('isActive', event.target.checked)}
          />
        </>
      )}
    </CatalogFormDialog>
  );
}
