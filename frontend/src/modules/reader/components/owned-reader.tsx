'use client';

import { Download } from 'lucide-react';
import type { FileUrlResponse } from '@studyhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { apiRequest } from '@/modules/http/api-request';
import { currentDeviceInfo } from '@/modules/documents/device-info';
import { readingProgress } from '../reader-rules';
import { PdfViewer } from './pdf-viewer';

const PROGRESS_DEBOUNCE_MS = 1500;

/**
 * The full document for its owner or a buyer: a signed URL (valid an hour) opened in the reader;
 * where the reader is gets recorded (record_document_view) a moment after each page turn and when
 * the page is left.
 */
export function OwnedReader({
  documentId,
  title,
  initialPage,
  highlight,
}: {
  documentId: string;
  title: string;
  /** Where to open (a citation's page); the first page otherwise. */
  initialPage?: number;
  /** A cited passage to highlight on the pages that show it. */
  highlight?: string;
}) {
  const [file, setFile] = useState<FileUrlResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const pending = useRef<{ page: number; count: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void apiRequest<FileUrlResponse>(`/documents/${documentId}/file-url?purpose=read`).then((result) => {
      if (cancelled) return;
      if (result.ok) setFile(result.data);
      else setError(failureMessage(result, 'The document could not be opened. Please try again.'));
    });
    return () => {
      cancelled = true;
    };
  }, [documentId]);

  const flush = useCallback(
    (keepalive = false) => {
      const position = pending.current;
      if (!position) return;
      pending.current = null;
      const body = {
        page_number: position.page,
        progress: readingProgress(position.page, position.count),
        device_info: currentDeviceInfo(),
      };
      // keepalive lets the last position reach the server while the page is being left.
      void apiRequest(`/documents/${documentId}/views`, { method: 'POST', body, keepalive });
    },
    [documentId],
  );

  const onPageChange = useCallback(
    (page: number, count: number) => {
      pending.current = { page, count };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), PROGRESS_DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (timer.current) clearTimeout(timer.current);
      flush(true);
    };
  }, [flush]);

  const download = async () => {
    setDownloading(true);
    const result = await apiRequest<FileUrlResponse>(`/documents/${documentId}/file-url?purpose=download`);
    setDownloading(false);
    if (!result.ok) return setError(failureMessage(result, 'The download could not start. Please try again.'));
    window.location.assign(result.data.url);
  };

  return (
    <div className="mt-6 space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex justify-end">
        <button type="button" className="btn-secondary" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </button>
      </div>
      {highlight ? (
        <p className="rounded-xl border border-line bg-yellow-50 p-3 text-sm text-ink" data-testid="cited-passage">
          <span className="font-semibold">Cited passage{initialPage ? ` (page ${initialPage})` : ''}: </span>
          <q>{highlight}</q>
        </p>
      ) : null}
      {file ? (
        <PdfViewer
          url={file.url}
          title={title}
          onPageChange={onPageChange}
          {...(initialPage ? { initialPage } : {})}
          {...(highlight ? { highlight } : {})}
        />
      ) : null}
    </div>
  );
}
