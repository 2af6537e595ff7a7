'use client';

import type { FileUrlResponse } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { PdfViewer } from '@/modules/reader/components/pdf-viewer';
import { useToast } from '@/modules/toast/components/toast-provider';

/** One document in the queue: look at it, then approve it or reject it with a reason. */
export function ModerationActions({
  documentId,
  title,
  previewUrl,
  canApprove,
  canReject,
}: {
  documentId: string;
  title: string;
  previewUrl: string | null;
  canApprove: boolean;
  canReject: boolean;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const ids = useId();
  const [showPreview, setShowPreview] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [soft, setSoft] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    setBusy(true);
    const result = await apiRequest(`/admin/documents/${documentId}/approve`, { method: 'POST', body: {} });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The document could not be approved.'));
    showToast({ title: 'Document approved', description: title, variant: 'success' });
    router.refresh();
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Give the seller a reason.');
    setBusy(true);
    const result = await apiRequest(`/admin/documents/${documentId}/reject`, {
      method: 'POST',
      body: { reason: reason.trim(), soft },
    });
    setBusy(false);
    if (!result.ok) return setError(failureMessage(result, 'The document could not be rejected.'));
    showToast({ title: soft ? 'Sent back for changes' : 'Document rejected', description: title, variant: 'success' });
    setRejecting(false);
    router.refresh();
  };

  const openFull = async () => {
    const result = await apiRequest<FileUrlResponse>(`/documents/${documentId}/file-url?purpose=read`);
    if (!result.ok) return setError(failureMessage(result, 'The full document could not be opened.'));
    window.open(result.data.url, '_blank', 'noopener');
  };

  return (
    <div className="mt-3 space-y-3">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {previewUrl ? (
          <button type="button" className="btn-secondary" aria-expanded={showPreview} onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? 'Hide preview' : 'Preview'}
          </button>
        ) : (
          <span className="self-center text-sm text-muted">No preview yet (the file is still being processed)</span>
        )}
        <button type="button" className="btn-secondary" onClick={() => void openFull()}>
          Open full document
        </button>
        {/* Nothing can be sold before the file is processed; the catalog refuses it too. */}
        {canApprove && previewUrl ? (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void approve()}>
            Approve
          </button>
        ) : null}
        {canReject ? (
          <button type="button" className="btn-ghost text-danger" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </button>
        ) : null}
      </div>
      {showPreview && previewUrl ? <PdfViewer url={previewUrl} title={`Preview of ${title}`} layout="stack" /> : null}
      {rejecting ? (
        <form
          onSubmit={(event) => void reject(event)}
          className="space-y-3 rounded-2xl border border-line p-4"
          aria-label={`Reject ${title}`}
          noValidate
        >
          <div>
            <label htmlFor={`${ids}-reason`} className="field-label">
              Reason
            </label>
            <textarea
              id={`${ids}-reason`}
              className="field-input"
              rows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={soft} onChange={(event) => setSoft(event.target.checked)} />
            Let the seller fix and resubmit
          </label>
          <div className="flex gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Reject document
            </button>
            <button type="button" className="btn-ghost" onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
