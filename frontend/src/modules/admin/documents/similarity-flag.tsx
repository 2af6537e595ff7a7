import type { DocumentSimilarityFlag } from '@studyhub/contracts';
import { Copy } from 'lucide-react';

/**
 * The plagiarism checker's flag on an upload: how much of its text matches approved documents,
 * and which ones, so the moderator can compare them before approving.
 */
export function SimilarityFlag({ flag }: { flag: DocumentSimilarityFlag }) {
  return (
    <div data-testid="similarity-flag" role="note" className="mt-3 rounded-lg border border-accent-300 bg-accent-100 p-3 text-sm text-accent-800">
      <p className="flex items-center gap-2 font-semibold">
        <Copy aria-hidden="true" className="size-4" />
        {flag.similarity}% of its text matches approved documents
      </p>
      <ul className="mt-1 list-disc pl-6">
        {flag.matched_documents.map((match) => (
          <li key={match.document_id}>
            {match.title} ({match.similarity}%)
          </li>
        ))}
      </ul>
    </div>
  );
}
