'use client';

import type { DocumentDetail } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { ReplaceFilePanel } from './replace-file-panel';

const STATUS_TEXT: Record<string, string> = {
  PENDING: 'Pending review',
  APPROVED: 'Approved: listed and for sale',
  REJECTED: 'Rejected',
  SOFT_REJECT: 'Changes requested',
  DELETED: 'Deleted',
};

/** What the seller sees of their own document: its status, the reviewer's reason, and fixing it. */
export function OwnerPanel({ document, maxBytes }: { document: DocumentDetail; maxBytes: number }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resubmit = async () => {
    setBusy(true);
    const result = await apiRequest(`/documents/${document.id}/resubmit`, { method: 'POST' });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The document could not be resubmitted. Please try again.'));
    router.refresh();
  };
  return (
    <section aria-label="Your document" className="mt-6 space-y-3 rounded-2xl border border-line p-4">
      <p className="text-sm text-ink">
        Status: <strong data-testid="owner-status">{STATUS_TEXT[document.status] ?? document.status}</strong>
      </p>
      {document.moderation_reason && document.status !== 'APPROVED' ? (
        <p className="text-sm text-ink">Reviewer: {document.moderation_reason}</p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      {document.status === 'SOFT_REJECT' ? (
        <>
          <ReplaceFilePanel documentId={document.id} maxBytes={maxBytes} followCurrent={false} />
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void resubmit()}>
            Resubmit for review
          </button>
        </>
      ) : document.status === 'PENDING' ? (
        <ReplaceFilePanel documentId={document.id} maxBytes={maxBytes} followCurrent />
      ) : null}
    </section>
  );
}
