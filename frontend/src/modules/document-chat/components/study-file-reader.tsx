'use client';

import type { DocumentChatCitation, StudyFileUrlResponse } from '@studyhub/contracts';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { PdfViewer } from '@/modules/reader/components/pdf-viewer';
import { fetchStudyFileUrl } from '@/modules/study-files/api/study-files-api';
import { citationLabel } from '../document-chat-content';

/** The study file as a PDF (its signed URL, an hour), opened at the cited page with the passage highlighted. */
export function StudyFileReader({
  fileId,
  title,
  citation,
  onClose,
}: {
  fileId: string;
  title: string;
  citation: DocumentChatCitation;
  onClose: () => void;
}) {
  const [file, setFile] = useState<StudyFileUrlResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchStudyFileUrl(fileId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setFile(result.data);
      else setError(failureMessage(result, 'The file could not be opened. Please try again.'));
    });
    return () => controller.abort();
  }, [fileId]);
  return (
    <section aria-label="Cited passage in your file" className="space-y-3">
      <div className="flex items-start justify-between gap-3">
        <p className="rounded-xl border border-line bg-yellow-50 p-3 text-sm text-ink" data-testid="cited-passage">
          <span className="font-semibold">Cited passage ({citationLabel(citation.page, citation.pageTo)}): </span>
          <q>{citation.text}</q>
        </p>
        <button type="button" className="btn-ghost" aria-label="Close the file" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {file ? (
        <PdfViewer
          key={`${citation.chunkIndex}:${citation.text}`}
          url={file.url}
          title={title}
          initialPage={citation.page}
          highlight={citation.text}
        />
      ) : null}
    </section>
  );
}
