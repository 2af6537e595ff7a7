export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
const ZOOM_STEP = 1.25;

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page) || pageCount < 1) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

export function zoomIn(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.round(zoom * ZOOM_STEP * 100) / 100);
}

export function zoomOut(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.round((zoom / ZOOM_STEP) * 100) / 100);
}

/** How far through the document a reader on `page` is, as record_document_view stores it. */
export function readingProgress(page: number, pageCount: number): number {
  if (pageCount < 1) return 0;
  return Math.round((clampPage(page, pageCount) / pageCount) * 100);
}

/** The scale that makes a page `pageWidth` points wide fill `containerWidth` pixels. */
export function fitWidthScale(containerWidth: number, pageWidth: number): number {
  if (containerWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, containerWidth / pageWidth));
}
