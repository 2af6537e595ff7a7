import { UPLOADS_CLOSED_MESSAGE } from '@studyhub/contracts';
import Link from 'next/link';

/**
 * What the upload page shows instead of its form while an admin has closed uploads: before the
 * seller starts (GET /uploads/status), or when the switch closed while the form was open (403
 * UPLOADS_CLOSED). A document whose details were already saved gets its file from its page later.
 */
export function UploadsClosedNotice({ savedDocumentHref = null }: { savedDocumentHref?: string | null }) {
  return (
    <section
      role="status"
      aria-labelledby="uploads-closed-heading"
      data-testid="uploads-closed"
      className="mt-6 space-y-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm leading-6 text-ink"
    >
      <h2 id="uploads-closed-heading" className="text-lg font-semibold">
        Uploads are paused
      </h2>
      <p>{UPLOADS_CLOSED_MESSAGE}</p>
      {savedDocumentHref ? (
        <p>
          Your document&apos;s details are saved. Add its file from{' '}
          <Link href={savedDocumentHref} className="font-semibold text-brand-700 underline">
            the document&apos;s page
          </Link>{' '}
          once uploads reopen.
        </p>
      ) : null}
      <Link href="/dashboard/documents?tab=uploads" className="btn-secondary">
        My Uploads
      </Link>
    </section>
  );
}
