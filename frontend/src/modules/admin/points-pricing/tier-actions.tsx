'use client';

import type { AdminPointsBonusTier } from '@studyhub/contracts';
import { formatCents } from '@/modules/points/format-money';
import { CatalogItemActions, type CatalogItemTexts } from './catalog-item-actions';
import { NewCatalogItemButton } from './new-catalog-item-button';
import { deleteBonusTier, saveBonusTier } from './points-pricing-api';
import { TierFormDialog } from './tier-form-dialog';

const TIER_TEXTS: CatalogItemTexts = {
  activated: 'Bonus tier activated',
  deactivated: 'Bonus tier deactivated',
  saveFailed: 'The bonus tier could not be saved. Please try again.',
  deleted: 'Bonus tier deleted',
  deleteFailed: 'The bonus tier could not be deleted. Please try again.',
  confirmDelete: 'Delete tier',
};

/** "New bonus tier": the empty form in a dialog. */
export function NewTierButton() {
  return (
    <NewCatalogItemButton
      label="New bonus tier"
      formDialog={(isOpen, onClose) => <TierFormDialog tier={null} isOpen={isOpen} onClose={onClose} />}
    />
  );
}

/** One tier's actions: edit, switch off or on, delete after confirming. */
export function TierActions({ tier }: { tier: AdminPointsBonusTier }) {
  const name = `${tier.bonus_percent}% from ${formatCents(tier.min_amount_cents)}`;
  return (
    <CatalogItemActions
      name={name}
      accessibleName={`the tier ${name}`}
      isActive={tier.is_active}
      texts={TIER_TEXTS}
      saveIsActive={(isActive) =>
        saveBonusTier(tier.id, {
          min_amount_cents: tier.min_amount_cents,
          bonus_percent: tier.bonus_percent,
          is_active: isActive,
        })
      }
      deleteItem={() => deleteBonusTier(tier.id)}
      editDialog={(isOpen, onClose) => <TierFormDialog tier={tier} isOpen={isOpen} onClose={onClose} />}
      deleteExplanation={
        <p>
          New purchases no longer earn this bonus. Deleting cannot be undone; orders already paid keep their points.
        </p>
      }
    />
  );
}
