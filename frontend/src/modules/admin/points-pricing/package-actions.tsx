'use client';

import type { AdminPointsPackage } from '@studyhub/contracts';
import { CatalogItemActions, type CatalogItemTexts } from './catalog-item-actions';
import { NewCatalogItemButton } from './new-catalog-item-button';
import { PackageFormDialog } from './package-form-dialog';
import { deletePointsPackage, savePointsPackage } from './points-pricing-api';

const PACKAGE_TEXTS: CatalogItemTexts = {
  activated: 'Package on sale',
  deactivated: 'Package taken off sale',
  saveFailed: 'The package could not be saved. Please try again.',
  deleted: 'Package deleted',
  deleteFailed: 'The package could not be deleted. Please try again.',
  confirmDelete: 'Delete package',
};

/** "New package": the empty form in a dialog. */
export function NewPackageButton() {
  return (
    <NewCatalogItemButton
      label="New package"
      formDialog={(isOpen, onClose) => <PackageFormDialog pack={null} isOpen={isOpen} onClose={onClose} />}
    />
  );
}

/** One package's actions: edit, take off sale or put back on sale, delete after confirming. */
export function PackageActions({ pack }: { pack: AdminPointsPackage }) {
  return (
    <CatalogItemActions
      name={pack.name}
      accessibleName={pack.name}
      isActive={pack.is_active}
      texts={PACKAGE_TEXTS}
      saveIsActive={(isActive) =>
        savePointsPackage(pack.id, {
          name: pack.name,
          price_cents: pack.price_cents,
          is_active: isActive,
          is_popular: pack.is_popular,
        })
      }
      deleteItem={() => deletePointsPackage(pack.id)}
      editDialog={(isOpen, onClose) => <PackageFormDialog pack={pack} isOpen={isOpen} onClose={onClose} />}
      deleteExplanation={
        <>
          <p>Buyers will no longer see this package. Deleting cannot be undone.</p>
          <p className="text-muted">
            A package that has been bought stays on record with its orders and cannot be deleted; deactivate it instead.
          </p>
        </>
      }
    />
  );
}
