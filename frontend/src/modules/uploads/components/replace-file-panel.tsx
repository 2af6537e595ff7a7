'use client';

import { useEffect, useState } from 'react';
import { pickedFileProblem } from '../upload-rules';
import { FileDropzone } from './file-dropzone';
import { UploadProgress } from './upload-progress';
import { useDocumentUpload } from './use-document-upload';

/** The owner sends a fixed file for a document (after a soft rejection) and follows it. */
export function ReplaceFilePanel({
  documentId,
  maxBytes,
  followCurrent,
}: {
  documentId: string;
  maxBytes: number;
  /** A file is being processed right now: show its stages. */
  followCurrent: boolean;
}) {
  const { phase, send, follow, reset } = useDocumentUpload(documentId);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (followCurrent) follow(documentId);
  }, [followCurrent, follow, documentId]);

  const busy = phase.kind === 'sending' || (phase.kind === 'processing' && !['READY', 'FAILED'].includes(phase.status.stage));
  return (
    <section aria-labelledby="replace-file-heading" className="mt-6 rounded-2xl border border-line p-4">
      <h2 id="replace-file-heading" className="text-lg font-semibold text-ink">
        Upload a fixed file
      </h2>
      <div className="mt-3">
        <FileDropzone
          file={file}
          maxBytes={maxBytes}
          error={error}
          disabled={busy}
          onPick={(picked) => {
            setFile(picked);
            setError(picked ? pickedFileProblem(picked, maxBytes) : null);
          }}
        />
      </div>
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={!file || Boolean(error) || busy}
        onClick={() => file && void send(file)}
      >
        Upload fixed file
      </button>
      <UploadProgress
        phase={phase}
        documentHref={null}
        onChooseAnother={() => {
          setFile(null);
          reset();
        }}
      />
    </section>
  );
}
