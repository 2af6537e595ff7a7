'use client';

import { MapPin, Pencil, Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchBillingAddress, saveBillingAddress } from '../api/billing-api';
import { fetchCountries } from '../api/catalog-lookups-api';
import {
  BILLING_TEXT_FIELDS,
  billingFormFrom,
  validateBillingForm,
  type BillingFieldErrors,
  type BillingFormValues,
  type BillingTextField,
  type SavedBillingAddress,
} from '../billing-form';
import { nameOf, type NamedRecord } from '../named-records';
import { SETTINGS_TEXT } from '../settings-tabs';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; address: SavedBillingAddress | null };

const LABELS: Record<
  Exclude<BillingTextField, 'country_id'>,
  { label: string; autoComplete: string; type?: string }
> = {
  address_line1: { label: 'Address line 1', autoComplete: 'billing address-line1' },
  address_line2: { label: 'Address line 2 (optional)', autoComplete: 'billing address-line2' },
  city: { label: 'City', autoComplete: 'billing address-level2' },
  state: { label: 'State or region', autoComplete: 'billing address-level1' },
  postal_code: { label: 'Postal code', autoComplete: 'billing postal-code' },
  phone: { label: 'Phone', autoComplete: 'billing tel', type: 'tel' },
};

function formatUpdatedAt(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}

/** Billing: Add/Edit Address, Cancel (reloads), Save Changes (spec sections 2 and 4). */
export function BillingTab() {
  const { showToast } = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [countries, setCountries] = useState<NamedRecord[]>([]);
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [values, setValues] = useState<BillingFormValues>(billingFormFrom(null));
  const [errors, setErrors] = useState<BillingFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoaded({ status: 'loading' });
      const result = await fetchBillingAddress(signal);
      if (signal?.aborted) return;
      if (result.ok) {
        setLoaded({ status: 'ready', address: result.data });
      } else {
        setLoaded({ status: 'failed' });
        showToast({ title: SETTINGS_TEXT.billingLoadFailed, variant: 'error' });
      }
    },
    [showToast],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => undefined);
    fetchCountries(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        if (list) setCountries(list);
        else showToast({ title: SETTINGS_TEXT.countriesLoadFailed, variant: 'error' });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [load, showToast]);

  useEffect(() => {
    if (isEditing) formRef.current?.querySelector<HTMLInputElement>('input[name="address_line1"]')?.focus();
    else if (wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const address = loaded.status === 'ready' ? loaded.address : null;

  const startEditing = () => {
    setValues(billingFormFrom(address));
    setErrors({});
    setIsEditing(true);
  };

  // Spec section 4: Cancel returns to view mode and reloads the saved address.
  const cancel = () => {
    setIsEditing(false);
    setErrors({});
    void load();
  };

  const update = (field: BillingTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const validation = validateBillingForm(values);
    if (!validation.isValid) {
      setErrors(validation.errors);
      const first = BILLING_TEXT_FIELDS.find((field) => validation.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setIsSaving(true);
    const result = await saveBillingAddress(validation.data);
    setIsSaving(false);
    if (result.ok) {
      setLoaded({ status: 'ready', address: result.data });
      setIsEditing(false);
      showToast({ title: SETTINGS_TEXT.billingUpdated, variant: 'success' });
      return;
    }
    const serverErrors: BillingFieldErrors = {};
    for (const field of BILLING_TEXT_FIELDS) {
      const message = result.error.fields?.[field]?.[0];
      if (message) serverErrors[field] = message;
    }
    setErrors(serverErrors);
    showToast({
      title: SETTINGS_TEXT.billingUpdateFailed,
      description: failureMessage(result, 'Please try again.'),
      variant: 'error',
    });
  };

  const textField = (field: Exclude<BillingTextField, 'country_id'>) => (
    <TextField
      label={LABELS[field].label}
      name={field}
      type={LABELS[field].type ?? 'text'}
      autoComplete={LABELS[field].autoComplete}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update(field, event.target.value)}
    />
  );

  return (
    <section aria-labelledby="billing-heading" className="rounded-2xl border border-line bg-white p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="billing-heading" className="text-lg font-semibold text-ink">
            Billing address
          </h2>
          <p className="mt-1 text-sm text-muted">Used on receipts for points you buy.</p>
        </div>
        {!isEditing && loaded.status === 'ready' ? (
          <button ref={editButtonRef} type="button" className="btn-secondary" onClick={startEditing}>
            {address ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Plus aria-hidden="true" className="size-4" />
            )}
            {address ? 'Edit Address' : 'Add Address'}
          </button>
        ) : null}
      </div>

      {isEditing ? (
        <form
          ref={formRef}
          noValidate
          aria-label="Billing address"
          onSubmit={(event) => void save(event)}
          className="mt-8"
        >
          <fieldset disabled={isSaving} className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">{textField('address_line1')}</div>
            <div className="sm:col-span-2">{textField('address_line2')}</div>
            {textField('city')}
            {textField('state')}
            <SelectField
              label="Country"
              name="country_id"
              autoComplete="billing country"
              value={values.country_id}
              error={errors.country_id}
              onChange={(event) => update('country_id', event.target.value)}
            >
              <option value="">Select a country</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </SelectField>
            {textField('postal_code')}
            {textField('phone')}
            <label className="flex items-center gap-3 self-end pb-3 text-sm text-ink sm:col-span-2">
              <input
                type="checkbox"
                name="default_billing_address"
                checked={values.default_billing_address}
                onChange={(event) =>
                  setValues((current) => ({ ...current, default_billing_address: event.target.checked }))
                }
                className="size-5 rounded border-line-strong accent-brand-600"
              />
              Use as my default billing address
            </label>
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <button type="submit" className="btn-primary">
                {isSaving ? 'Saving…' : 'Save Changes'}
              </button>
              <button type="button" className="btn-secondary" onClick={cancel}>
                Cancel
              </button>
            </div>
          </fieldset>
        </form>
      ) : loaded.status === 'loading' ? (
        <p role="status" className="mt-8 text-sm text-muted">
          Loading your billing address…
        </p>
      ) : loaded.status === 'failed' ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-sm text-danger">{SETTINGS_TEXT.billingLoadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void load()}>
            Try again
          </button>
        </div>
      ) : address ? (
        <div className="mt-8 flex gap-4" data-testid="billing-address">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <address className="text-sm leading-6 text-ink not-italic">
            {address.address_line1}
            <br />
            {address.address_line2 ? (
              <>
                {address.address_line2}
                <br />
              </>
            ) : null}
            {address.city}, {address.state} {address.postal_code}
            <br />
            {nameOf(countries, address.country_id) ?? address.country_id}
            <br />
            {address.phone}
            {address.default_billing_address ? (
              <span className="mt-2 block text-muted">Default billing address</span>
            ) : null}
            {formatUpdatedAt(address.address_updated_at) ? (
              <span className="block text-muted">Updated {formatUpdatedAt(address.address_updated_at)}</span>
            ) : null}
          </address>
        </div>
      ) : (
        <p className="mt-8 text-sm text-muted">You have not added a billing address yet.</p>
      )}
    </section>
  );
}
