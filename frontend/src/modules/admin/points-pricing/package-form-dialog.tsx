'use client';

import type { AdminPointsPackage } from '@studyhub/contracts';
import { CheckboxField } from '@/modules/forms/components/checkbox-field';
import { TextField } from '@/modules/forms/components/text-field';
import { CatalogFormDialog } from './catalog-form-dialog';
import { savePointsPackage } from './points-pricing-api';
import {
  PACKAGE_FIELDS,
  packageFormValuesOf,
  serverFieldErrors,
  validatePackageForm,
  type PackageField,
} from './points-pricing-form';

/** Creates a package (`pack` null) or edits one: name, price in dollars, on sale, highlighted. */
export function PackageFormDialog({
  pack,
  isOpen,
  onClose,
}: {
  pack: AdminPointsPackage | null;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <CatalogFormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={pack ? `Edit ${pack.name}` : 'New points package'}
      testId="package-dialog"
      formLabel={pack ? 'Edit package' : 'New package'}
      submitLabel={pack ? 'Save package' : 'Create package'}
      initialValues={() => packageFormValuesOf(pack)}
      fields={PACKAGE_FIELDS}
      validate={validatePackageForm}
      save={(input) => savePointsPackage(pack?.id ?? null, input)}
      savedToast={(input) => ({ title: pack ? 'Package saved' : 'Package created', description: input.name })}
      serverFieldErrors={(fields) => serverFieldErrors<PackageField>(fields, 'package')}
      saveFailedMessage="The package could not be saved. Please try again."
    >
      {({ values, errors, update }) => (
        <>
          <TextField
            label="Name"
            name="name"
            maxLength={80}
            autoComplete="off"
            value={values.name}
            error={errors.name}
            hint="Shown to buyers in the wallet, e.g. Semester pack."
            onChange={(event) => update('name', event.target.value)}
          />
          <TextField
            label="Price in US dollars"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            error={errors.price}
            hint="From $1 to $1,000. Buyers get 10 points per dollar, plus the bonus of the tier the price reaches."
            onChange={(event) => update('price', event.target.value)}
          />
          <div className="space-y-3">
            <CheckboxField
              label="Active"
              description="On sale in every wallet."
              name="isActive"
              checked={values.isActive}
              onChange={(event) => update('isActive', event.target.checked)}
            />
            <CheckboxField
              label="Popular"
              description="Marked Popular and chosen first in the wallet."
              name="isPopular"
              checked={values.isPopular}
              onChange={(event) => update('isPopular', event.target.checked)}
            />
          </div>
        </>
      )}
    </CatalogFormDialog>
  );
}
