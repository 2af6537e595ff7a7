'use client';

import type { TaxonomyKind, TaxonomyUsage } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { usageVerdict, type UsageVerdict } from './usage-text';

type Check = { state: 'checking' } | { state: 'known'; verdict: UsageVerdict } | { state: 'unknown' };

/**
 * Deletes one taxonomy row after a dialog that first asks catalog what still uses it: a row in use
 * cannot be deleted from here, and catalog refuses it anyway (checked again in its transaction).
 */
export function DeleteButton({
  kind,
  apiPath,
  name,
  afterDelete,
  className = 'btn-ghost min-h-9 px-3 py-1.5 text-danger',
}: {
  kind: TaxonomyKind;
  /** `/admin/subjects/{id}`: answers GET …/usage and DELETE. */
  apiPath: string;
  name: string;
  /** Where to go afterwards; the current page is refreshed when absent. */
  afterDelete?: string;
  className?: string;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setIsOpen(true);
    setError(null);
    setCheck({ state: 'checking' });
    const usage = await apiRequest<TaxonomyUsage>(`${apiPath}/usage`);
    setCheck(
      usage.ok && usage.data ? { state: 'known', verdict: usageVerdict(kind, usage.data) } : { state: 'unknown' },
    );
  };

  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    const result = await apiRequest(apiPath, { method: 'DELETE' });
    setIsBusy(false);
    if (!result.ok) return setError(failureMessage(result, `The ${kind} could not be deleted.`));
    setIsOpen(false);
    showToast({ title: `Deleted ${name}`, variant: 'success' });
    if (afterDelete) router.push(afterDelete);
    else router.refresh();
  };

  const blocked = check.state === 'known' && !check.verdict.canDelete;
  return (
    <>
      <button type="button" className={className} aria-label={`Delete ${name}`} onClick={() => void open()}>
        Delete
      </button>
      <ModalDialog
        isOpen={isOpen}
        title={`Delete ${kind} ${name}?`}
        onClose={() => {
          if (!isBusy) setIsOpen(false);
        }}
        testId="taxonomy-delete-dialog"
      >
        <div className="space-y-3 text-sm text-ink" aria-live="polite">
          {check.state === 'checking' ? <p>Checking what uses this {kind}…</p> : null}
          {check.state === 'unknown' ? (
            <p>We could not check what uses this {kind}. Catalog refuses the deletion if anything still does.</p>
          ) : null}
          {check.state === 'known' ? (
            check.verdict.canDelete ? (
              <p>{check.verdict.text}</p>
            ) : (
              <FormAlert title="This cannot be deleted yet">{check.verdict.text}</FormAlert>
            )
          ) : null}
          {error ? <FormAlert>{error}</FormAlert> : null}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setIsOpen(false)} disabled={isBusy}>
            {blocked ? 'Close' : 'Cancel'}
          </button>
          {blocked ? null : (
            <button
              type="button"
              className="btn-danger"
              onClick={() => void confirm()}
              disabled={isBusy || check.state === 'checking'}
              aria-busy={isBusy}
            >
              Delete {kind}
            </button>
          )}
        </div>
      </ModalDialog>
    </>
  );
}
