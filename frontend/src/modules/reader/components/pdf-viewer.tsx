'use client';

import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { passageItemIndexes, passageMatchLength } from '../passage-match';
import { clampPage, fitWidthScale, zoomIn, zoomOut } from '../reader-rules';

type PdfJs = typeof PdfJsModule;
let pdfjsLoading: Promise<PdfJs> | null = null;

/** pdf.js, loaded once in the browser, its worker served from our own bundle. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return pdfjs;
  });
  return pdfjsLoading;
}

/**
 * Opens a PDF with scripting off: no eval (isEvalSupported), no XFA forms, and the scripting
 * sandbox is never loaded, so a document cannot run code in the reader.
 */
async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false, withCredentials: true }).promise;
}

/** A highlighted box over the page, in CSS pixels from its top left corner. */
interface HighlightBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The boxes of the page's text items that show `passage` (a cited passage), at this viewport. */
async function highlightBoxes(
  page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>,
  viewport: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['getViewport']>,
  passage: string,
): Promise<HighlightBox[]> {
  const pdfjs = await loadPdfJs();
  const content = await page.getTextContent();
  const items = content.items.filter(
    (item): item is Extract<(typeof content.items)[number], { str: string }> => 'str' in item,
  );
  return passageItemIndexes(
    items.map((item) => item.str),
    passage,
  ).map((index) => {
    const item = items[index]!;
    const [, , c, d, x, y] = pdfjs.Util.transform(viewport.transform, item.transform) as number[];
    const height = Math.hypot(c!, d!);
    return { left: x!, top: y! - height, width: item.width * viewport.scale, height };
  });
}

/** Pages after the asked one searched for a highlighted passage. */
const HIGHLIGHT_LOOKAHEAD_PAGES = 4;

/**
 * The page from `from` (and the next four) that shows the most of the passage, the first of equals;
 * null when none shows any of it.
 */
async function pageShowingMost(document: PDFDocumentProxy, passage: string, from: number): Promise<number | null> {
  const last = Math.min(document.numPages, from + HIGHLIGHT_LOOKAHEAD_PAGES);
  let best: { number: number; length: number } | null = null;
  for (let number = from; number <= last; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const texts = content.items.map((item) => ('str' in item ? item.str : ''));
    const length = passageMatchLength(texts, passage);
    if (length > (best?.length ?? 0)) best = { number, length };
  }
  return best?.number ?? null;
}

function PageCanvas({
  pdf,
  pageNumber,
  scale,
  label,
  highlight,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  label: string;
  highlight?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [boxes, setBoxes] = useState<HighlightBox[]>([]);
  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    setBoxes([]);
    void pdf.getPage(pageNumber).then((page) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      task.promise.catch(() => undefined);
      if (highlight) {
        highlightBoxes(page, viewport, highlight).then(
          (found) => {
            if (!cancelled) setBoxes(found);
          },
          () => undefined,
        );
      }
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, scale, highlight]);
  return (
    <div role="img" aria-label={label} className="relative mx-auto w-fit">
      <canvas ref={canvas} aria-hidden="true" className="block bg-white shadow" />
      {boxes.map((box, index) => (
        <span
          key={index}
          data-testid="passage-highlight"
          aria-hidden="true"
          className="pointer-events-none absolute rounded-sm bg-yellow-300/50 mix-blend-multiply"
          style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
        />
      ))}
    </div>
  );
}

export interface PdfViewerProps {
  url: string;
  title: string;
  /** `pages`: one page at a time with navigation (reading); `stack`: every page under the other (a short preview). */
  layout?: 'pages' | 'stack';
  initialPage?: number;
  /** Text to highlight where the current page shows it (a cited passage). */
  highlight?: string;
  onPageChange?: (page: number, pageCount: number) => void;
}

/** An in-browser PDF reader: page navigation, zoom and fit-to-width, rendered by pdf.js into canvases. */
export function PdfViewer({ url, title, layout = 'pages', initialPage = 1, highlight, onPageChange }: PdfViewerProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(initialPage);
  const [pageInput, setPageInput] = useState(String(initialPage));
  const [scale, setScale] = useState(1);
  const container = useRef<HTMLDivElement>(null);

  const fitWidth = useCallback(async (document: PDFDocumentProxy) => {
    const first = await document.getPage(1);
    const width = first.getViewport({ scale: 1 }).width;
    setScale(fitWidthScale((container.current?.clientWidth ?? 800) - 32, width));
  }, []);

  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    setFailed(false);
    openPdf(url)
      .then(async (document) => {
        opened = document;
        if (cancelled) return void document.destroy();
        await fitWidth(document);
        const asked = clampPage(initialPage, document.numPages);
        // A cited passage may start on a later page than its passage's first one.
        const start = highlight ? ((await pageShowingMost(document, highlight, asked)) ?? asked) : asked;
        if (cancelled) return;
        setPdf(document);
        setPage(start);
        setPageInput(String(start));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
    // initialPage and highlight only matter for the first open of a URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, fitWidth]);

  useEffect(() => {
    if (pdf) onPageChange?.(page, pdf.numPages);
  }, [pdf, page, onPageChange]);

  const goTo = (target: number) => {
    if (!pdf) return;
    const next = clampPage(target, pdf.numPages);
    setPage(next);
    setPageInput(String(next));
  };

  if (failed) {
    return (
      <p role="alert" className="rounded-2xl border border-line p-6 text-center text-muted">
        The document could not be opened. Please reload the page to try again.
      </p>
    );
  }

  return (
    <section aria-label={`Reader: ${title}`} className="rounded-2xl border border-line bg-surface-muted">
      <div
        className="flex flex-wrap items-center gap-2 border-b border-line bg-white p-2"
        role="toolbar"
        aria-label="Reader controls"
      >
        {layout === 'pages' ? (
          <>
            <button
              type="button"
              className="btn-ghost"
              aria-label="Previous page"
              disabled={!pdf || page <= 1}
              onClick={() => goTo(page - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <form
              className="flex items-center gap-1 text-sm"
              onSubmit={(event) => {
                event.preventDefault();
                goTo(Number(pageInput));
              }}
            >
              <label htmlFor="reader-page" className="sr-only">
                Page number
              </label>
              <input
                id="reader-page"
                type="number"
                min={1}
                max={pdf?.numPages ?? 1}
                value={pageInput}
                onChange={(event) => setPageInput(event.target.value)}
                onBlur={() => goTo(Number(pageInput))}
                className="field-input w-16 py-1 text-center"
              />
              <span className="text-muted">of {pdf?.numPages ?? '…'}</span>
            </form>
            <button
              type="button"
              className="btn-ghost"
              aria-label="Next page"
              disabled={!pdf || page >= pdf.numPages}
              onClick={() => goTo(page + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : (
          <span className="px-2 text-sm text-muted">{pdf ? `${pdf.numPages} preview pages` : 'Loading…'}</span>
        )}
        <span className="ml-auto flex items-center gap-1">
          <button type="button" className="btn-ghost" aria-label="Zoom out" onClick={() => setScale(zoomOut)}>
            <ZoomOut aria-hidden="true" className="size-5" />
          </button>
          <span className="w-12 text-center text-sm text-muted" aria-live="polite">
            {Math.round(scale * 100)}%
          </span>
          <button type="button" className="btn-ghost" aria-label="Zoom in" onClick={() => setScale(zoomIn)}>
            <ZoomIn aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className="btn-ghost"
            aria-label="Fit width"
            disabled={!pdf}
            onClick={() => pdf && void fitWidth(pdf)}
          >
            <Maximize2 aria-hidden="true" className="size-5" />
          </button>
        </span>
      </div>
      {/* Focusable, so keyboard users can scroll the pages too (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div
        ref={container}
        className="max-h-[48rem] overflow-auto p-4 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="pdf-pages"
        role="region"
        aria-label={layout === 'pages' ? 'Document pages' : 'Preview pages'}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        tabIndex={0}
      >
        {!pdf ? (
          <p className="p-8 text-center text-muted">Loading the document…</p>
        ) : layout === 'pages' ? (
          <PageCanvas
            pdf={pdf}
            pageNumber={page}
            scale={scale}
            label={`Page ${page} of ${pdf.numPages}`}
            {...(highlight ? { highlight } : {})}
          />
        ) : (
          <div className="space-y-4">
            {Array.from({ length: pdf.numPages }, (_, index) => (
              <PageCanvas
                key={index}
                pdf={pdf}
                pageNumber={index + 1}
                scale={scale}
                label={`Preview page ${index + 1}`}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
