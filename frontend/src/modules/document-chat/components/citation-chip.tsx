'use client';

import type { DocumentChatCitation, DocumentChatSessionSource } from '@studyhub/contracts';
import { BookOpen } from 'lucide-react';
import Link from 'next/link';
import { citedDocumentPath } from '../document-chat-paths';
import { citationLabel } from '../document-chat-content';

const CHIP =
  'inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-100';

/**
 * A cited passage as a chip ("p. 12"): for a catalog document it opens the reader at that page with
 * the passage highlighted; for a study file it opens the file beside the chat (`onOpenStudyFile`).
 */
export function CitationChip({
  citation,
  source,
  onOpenStudyFile,
}: {
  citation: DocumentChatCitation;
  source: DocumentChatSessionSource;
  onOpenStudyFile: (citation: DocumentChatCitation) => void;
}) {
  const label = citationLabel(citation.page, citation.pageTo);
  const description = `Open the passage on ${label.replace('p.', 'page').replace('pp.', 'pages')}: ${citation.text}`;
  if (source.kind === 'document') {
    return (
      <Link
        href={citedDocumentPath(source.id, citation.page, citation.text)}
        className={CHIP}
        data-testid="citation-chip"
        title={citation.text}
        aria-label={description}
      >
        <BookOpen aria-hidden="true" className="size-3" />
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={CHIP}
      data-testid="citation-chip"
      title={citation.text}
      aria-label={description}
      onClick={() => onOpenStudyFile(citation)}
    >
      <BookOpen aria-hidden="true" className="size-3" />
      {label}
    </button>
  );
}
