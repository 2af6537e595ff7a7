import Link from 'next/link';
import { UPLOAD_STAGE_LABELS } from '@studyhub/contracts';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { formatBytes } from '../upload-rules';
import type { UploadPhase } from './use-document-upload';
import { ProcessingStages } from './processing-stages';
import { UploadsClosedNotice } from './uploads-closed-notice';

/** Bytes on their way, then the pipeline's stages, then the outcome. */
export function UploadProgress({
  phase,
  documentHref,
  onChooseAnother,
}: {
  phase: UploadPhase;
  documentHref: string | null;
  onChooseAnother: () => void;
}) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'closed') return <UploadsClosedNotice savedDocumentHref={documentHref} />;
  if (phase.kind === 'refused') {
    return (
      <div className="mt-6 space-y-3">
        <FormAlert title="The file was not accepted">{phase.message}</FormAlert>
        <button type="button" className="btn-secondary" onClick={onChooseAnother}>
          Choose another file
        </button>
      </div>
    );
  }
  if (phase.kind === 'sending') {
    const percent = phase.total > 0 ? Math.round((phase.sent / phase.total) * 100) : 0;
    return (
      <div className="mt-6">
        <p className="text-sm text-ink">
          Uploading… {formatBytes(phase.sent)} of {formatBytes(phase.total)}
        </p>
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  const { status } = phase;
  return (
    <section className="mt-6 rounded-2xl border border-line p-4" aria-live="polite" aria-label="Processing">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={100}
        className="h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full w-full rounded-full bg-success" />
      </div>
      <p className="mt-3 font-semibold text-ink">{UPLOAD_STAGE_LABELS[status.stage]}</p>
      {status.stage === 'FAILED' ? (
        <div className="mt-3 space-y-3">
          <FormAlert title="We could not process this file">{status.error}</FormAlert>
          <button type="button" className="btn-secondary" onClick={onChooseAnother}>
            Choose another file
          </button>
        </div>
      ) : (
        <ProcessingStages stage={status.stage} fileType={status.file_type} />
      )}
      {status.stage === 'READY' ? (
        <div className="mt-4 space-y-3">
          <FormAlert tone="success">Your document is waiting for review.</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Link className="btn-secondary" href="/dashboard/documents?tab=uploads">
              My Uploads
            </Link>
            {documentHref ? (
              <Link className="btn-primary" href={documentHref}>
                View document
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
