import { refuse, type Refusal } from './outcome';
import type { UploadLimits } from './upload-limits';
import type { ZipDirectory } from './zip-directory';

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const PRESENTATION_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';

/** The Office type named by [Content_Types].xml, if its main part lives where it should. */
export function officeTypeFromContentTypes(xml: string): 'docx' | 'pptx' | null {
  const overrides = [...xml.matchAll(/<Override\b[^>]*>/g)].map((match) => match[0]);
  const partOf = (contentType: string) =>
    overrides
      .filter((tag) => tag.includes(`ContentType="${contentType}"`))
      .map((tag) => /PartName="([^"]+)"/.exec(tag)?.[1] ?? '');
  if (partOf(WORD_MAIN).some((part) => part.startsWith('/word/'))) return 'docx';
  if (partOf(PRESENTATION_MAIN).some((part) => part.startsWith('/ppt/'))) return 'pptx';
  return null;
}

export function isUnsafeEntryName(name: string): boolean {
  const normalised = name.replace(/\\/g, '/');
  return (
    normalised.startsWith('/') ||
    /^[a-zA-Z]:/.test(normalised) ||
    normalised.split('/').includes('..') ||
    normalised.includes('\0')
  );
}

export const UNSAFE_ARCHIVE_REASON =
  'This document contains invalid internal file names, so it cannot be processed. Please save it again from Word or PowerPoint and upload the new file.';

const RATIO_CHECK_FLOOR_BYTES = 1024 * 1024;

const TOO_COMPLEX =
  'This document unpacks to far more data than a real document would, so it cannot be processed. Please save it again from Word or PowerPoint and upload the new file.';

export function tooManyParts(maxArchiveEntries: number): Refusal {
  return refuse(
    'archive-too-complex',
    `This document contains more than ${maxArchiveEntries} internal parts, so it cannot be processed.`,
  );
}

/** Zip-bomb defence on the declared sizes of the central directory. */
export function checkOfficeArchive(directory: ZipDirectory, limits: UploadLimits): Refusal | null {
  const { entries } = directory;
  if (entries.length > limits.maxArchiveEntries) return tooManyParts(limits.maxArchiveEntries);
  if (entries.some((entry) => isUnsafeEntryName(entry.fileName))) {
    return refuse('archive-unsafe', UNSAFE_ARCHIVE_REASON);
  }
  let compressed = 0;
  let uncompressed = 0;
  for (const entry of entries) {
    compressed += entry.compressedSize;
    uncompressed += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    // Tiny repetitive XML parts legitimately compress very well; only large parts can hurt.
    if (entry.uncompressedSize > RATIO_CHECK_FLOOR_BYTES && ratio > limits.maxEntryCompressionRatio)
      return refuse('archive-too-complex', TOO_COMPLEX);
  }
  if (uncompressed > limits.maxArchiveUncompressedBytes) return refuse('archive-too-complex', TOO_COMPLEX);
  if (
    uncompressed > RATIO_CHECK_FLOOR_BYTES &&
    uncompressed / Math.max(compressed, 1) > limits.maxOverallCompressionRatio
  ) {
    return refuse('archive-too-complex', TOO_COMPLEX);
  }
  return null;
}
