export { buildPreview, previewWithQpdf, type PreviewOptions } from './build-preview';
export { withPrivatePageResources } from './private-page-resources';
export { chunkPages, type ChunkOptions, type TextChunk } from './chunk-pages';
export { countPages } from './count-pages';
export { fingerprintText, normaliseWords, type Fingerprint, type FingerprintOptions } from './fingerprints';
export {
  extractPageTexts,
  MIN_PAGES_PER_PART,
  normalisePageText,
  pageRanges,
  splitPages,
  type PageTextOptions,
} from './page-texts';
export { parsePpm, type RawImage } from './ppm';
export { previewPageCountFor } from './preview-page-count';
export { DEFAULT_COVER_WIDTH, renderCover, type Cover } from './render-cover';
export { DEFAULT_WATERMARK_TEXT, watermarkFile } from './watermark';
