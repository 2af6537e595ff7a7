import { clampPage, fitWidthScale, readingProgress, zoomIn, zoomOut, MAX_ZOOM, MIN_ZOOM } from './reader-rules';

describe('reader rules', () => {
  it('keeps the page within the document', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(4.6, 10)).toBe(5);
    expect(clampPage(Number.NaN, 10)).toBe(1);
  });

  it('zooms in steps within bounds', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('reports progress as the share of pages reached', () => {
    expect(readingProgress(1, 4)).toBe(25);
    expect(readingProgress(4, 4)).toBe(100);
    expect(readingProgress(3, 0)).toBe(0);
  });

  it('fits the page width to the container', () => {
    expect(fitWidthScale(918, 612)).toBe(1.5);
    expect(fitWidthScale(0, 612)).toBe(1);
    expect(fitWidthScale(10_000, 612)).toBe(MAX_ZOOM);
  });
});
