'use client';

import type { AdminScholarshipListItem, ScholarshipResponse } from '@studyhub/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/modules/admin/points-pricing/confirm-delete-dialog';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { useToast } from '@/modules/toast/components/toast-provider';
import { savedByText } from './scholarship-delete-text';

/** Edit, publish or unpublish, and delete (with what deleting removes) one scholarship. */
export function ScholarshipRowActions({ scholarship }: { scholarship: AdminScholarshipListItem }) {
  const router = useRouter();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const setPublished = async (published: boolean) => {
    setBusy(true);
    setError(null);
    const result = await apiRequest<ScholarshipResponse>(
      `/admin/scholarships/${scholarship.id}/${published ? 'publish' : 'unpublish'}`,
      { method: 'POST' },
    );
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The scholarship could not be updated.'));
    showToast({
      title: published ? 'Scholarship published' : 'Scholarship unpublished',
      description: scholarship.title,
      variant: 'success',
    });
    router.refresh();
  };

  const remove = async (): Promise<string | null> => {
    setBusy(true);
    const result = await apiRequest<{ id: string }>(`/admin/scholarships/${scholarship.id}`, { method: 'DELETE' });
    setBusy(false);
    if (!result.ok) return failureMessage(result, 'The scholarship could not be deleted.');
    setConfirming(false);
    showToast({ title: 'Scholarship deleted', description: scholarship.title, variant: 'success' });
    router.refresh();
    return null;
  };

  return (
    <div className="space-y-2">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Link href={`/admin/scholarships/${scholarship.id}`} className="btn-secondary min-h-9 px-3 py-1.5">
          Edit
        </Link>
        <button
          type="button"
          className={scholarship.is_published ? 'btn-ghost min-h-9 px-3 py-1.5' : 'btn-primary min-h-9 px-3 py-1.5'}
          disabled={busy}
          onClick={() => void setPublished(!scholarship.is_published)}
        >
          {scholarship.is_published ? 'Unpublish' : 'Publish'}
        </button>
        <button type="button" className="btn-ghost min-h-9 px-3 py-1.5 text-danger" onClick={() => setConfirming(true)}>
          Delete
        </button>
      </div>
      <ConfirmDeleteDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${scholarship.title}?`}
        confirmLabel="Delete scholarship"
        isBusy={busy}
        onConfirm={remove}
      >
        <p>{savedByText(scholarship.saved_count)} This cannot be undone.</p>
        <p>To hide it for now, unpublish it instead.</p>
      </ConfirmDeleteDialog>
    </div>
  );
}
