'use client';

import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '@/modules/toast/components/toast-provider';
import { DOCX_MEDIA_TYPE, downloadFile, PDF_MEDIA_TYPE } from '../export/download-file';
import { exportFileName, type ExportDocument } from '../export/document-model';

type Format = 'docx' | 'pdf';

/**
 * Downloads the paper as Word or PDF, built in the browser from the editor's document. The
 * builders are loaded on the first export, so the editor does not carry them until then.
 */
export function ExportButtons({ buildDocument }: { buildDocument: () => ExportDocument | null }) {
  const { showToast } = useToast();
  const [busy, setBusy] = useState<Format | null>(null);

  const exportAs = async (format: Format) => {
    const document = buildDocument();
    if (!document) return;
    setBusy(format);
    try {
      if (format === 'docx') {
        const { buildPaperDocx } = await import('../export/docx-export');
        downloadFile(await buildPaperDocx(document), exportFileName(document.title, 'docx'), DOCX_MEDIA_TYPE);
      } else {
        const { buildPaperPdf } = await import('../export/pdf-export');
        downloadFile(await buildPaperPdf(document), exportFileName(document.title, 'pdf'), PDF_MEDIA_TYPE);
      }
    } catch {
      showToast({ title: 'The file could not be created', description: 'Please try again.', variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex gap-2" role="group" aria-label="Download">
      {(['docx', 'pdf'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn-secondary min-h-9 px-3 py-1.5"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void exportAs(format)}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {format === 'docx' ? 'DOCX' : 'PDF'}
          <span className="sr-only"> download</span>
        </button>
      ))}
    </div>
  );
}
