import clsx from 'clsx';
import { Download, FileText, Star } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DocumentSummary } from '@studyhub/contracts';
import { priceBadge } from '../price-badge';
import { CoverImage } from './cover-image';

export interface DocumentCardProps {
  document: DocumentSummary;
  signedIn: boolean;
  href: string;
  buttonLabel: 'View Document' | 'Preview';
  /** Shown for documents that are not approved (My Uploads). */
  showStatus?: boolean;
  /** Extra content under the button (for example the library's progress or a remove action); it sits above the card-wide link, so it may hold its own controls. */
  footer?: ReactNode;
}

const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending review',
  REJECTED: 'Rejected',
  SOFT_REJECT: 'Changes requested',
  DELETED: 'Deleted',
};

/** One document in a grid: cover, type, title, where it is from, quality, and the price badge. */
export function DocumentCard({ document, signedIn, href, buttonLabel, showStatus = false, footer }: DocumentCardProps) {
  const badge = priceBadge(document, signedIn);
  const context = [document.subject?.name, document.university?.name].filter(Boolean).join(' · ');
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md"
      data-testid="document-card"
    >
      <div className="relative aspect-[3/4] max-h-56 overflow-hidden bg-surface-muted">
        <CoverImage src={document.card_image_path} alt="" className="h-full w-full object-cover" />
        <span
          data-testid="price-badge"
          data-kind={badge.kind}
          className={clsx(
            'absolute top-3 right-3 rounded-full px-3 py-1 text-xs font-semibold shadow',
            badge.kind === 'free' && 'bg-success text-white',
            badge.kind === 'points' && 'bg-brand-600 text-white',
            badge.kind === 'type' && 'bg-white text-ink',
          )}
        >
          {badge.label}
        </span>
        {showStatus && document.status !== 'APPROVED' ? (
          <span
            className="absolute top-3 left-3 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-800"
            data-testid="status-badge"
          >
            {STATUS_LABELS[document.status] ?? document.status}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex items-center gap-1 text-xs font-medium text-brand-700">
          <FileText aria-hidden="true" className="h-3.5 w-3.5" />
          {document.document_type.name}
        </p>
        <h3 className="line-clamp-2 text-base font-semibold text-ink">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {document.title}
          </Link>
        </h3>
        {context ? <p className="line-clamp-1 text-sm text-muted">{context}</p> : null}
        <div className="mt-auto flex items-center gap-4 pt-2 text-sm text-muted">
          <span className="flex items-center gap-1" title="Average rating">
            <Star aria-hidden="true" className="h-4 w-4 fill-accent-300 text-accent-300" />
            <span className="sr-only">Rating</span>
            {document.review_count > 0 ? document.average_rating.toFixed(1) : 'New'}
          </span>
          <span className="flex items-center gap-1" title="Downloads">
            <Download aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">Downloads</span>
            {document.download_count.toLocaleString('en-US')}
          </span>
        </div>
        <span aria-hidden="true" className="btn-secondary mt-2 w-full">
          {buttonLabel}
        </span>
        {footer ? <div className="relative z-10 mt-2">{footer}</div> : null}
      </div>
    </article>
  );
}
