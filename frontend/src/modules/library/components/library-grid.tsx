import type { LibraryTab } from '@studyhub/contracts';
import { DocumentCard } from '@/modules/catalog/components/document-card';
import { relativeTime } from '@/modules/catalog/relative-time';
import { cardTarget, type LibraryDocument } from '../library-rules';

/** Recently Viewed cards say when the document was last opened and how far it was read. */
function ViewedNote({ document }: { document: LibraryDocument }) {
  if (!document.last_viewed_at) return null;
  const progress = document.progress !== null && document.progress > 0 ? Math.round(document.progress) : null;
  return (
    <p className="text-xs text-muted" data-testid="viewed-note">
      Viewed {relativeTime(document.last_viewed_at)}
      {progress !== null ? ` · ${progress}% read` : ''}
    </p>
  );
}

/** One page of library cards; each card leads where the spec's card rule says. */
export function LibraryGrid({ documents, tab }: { documents: readonly LibraryDocument[]; tab: LibraryTab }) {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {documents.map((document) => {
        const target = cardTarget(document, tab);
        return (
          <li key={document.id}>
            <DocumentCard
              document={document}
              signedIn
              href={target.href}
              buttonLabel={target.buttonLabel}
              showStatus={tab === 'uploads'}
              footer={
                tab === 'recent' ? (
                  <ViewedNote document={document} />
                ) : tab === 'uploads' ? (
                  <UploadNote document={document} />
                ) : undefined
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

export function LibraryGridSkeleton() {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className="h-80 animate-pulse rounded-2xl bg-line motion-reduce:animate-none" />
      ))}
    </ul>
  );
}

/** On My Uploads: why moderation held the document back, or why its file was refused. */
function UploadNote({ document }: { document: LibraryDocument }) {
  const notes = [
    document.processing_error ? `File refused: ${document.processing_error}` : null,
    document.status !== 'APPROVED' && document.moderation_reason ? `Reviewer: ${document.moderation_reason}` : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className="mt-2 space-y-1 text-sm text-danger" data-testid="upload-note">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
