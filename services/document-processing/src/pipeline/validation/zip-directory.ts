import yauzl from 'yauzl';
import type { UploadSource } from './outcome';

/** yauzl refuses entry names that would escape an extraction directory; we report those apart. */
export class UnsafeZipEntryNameError extends Error {}

/** More entries than the caller allows: refused before any entry is listed. */
export class TooManyZipEntriesError extends Error {}

const UNSAFE_NAME_MESSAGE = /^(invalid characters in fileName|absolute path|invalid relative path)/;

export interface ZipEntrySummary {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipDirectory {
  entries: ZipEntrySummary[];
  contentTypesXml: string | null;
}

const CONTENT_TYPES_PART = '[Content_Types].xml';
/** Real [Content_Types].xml files are a few kilobytes; anything larger is not read. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

function openZip(source: UploadSource): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, decodeStrings: true, validateEntrySizes: true };
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip);
    if ('path' in source) yauzl.open(source.path, options, done);
    else yauzl.fromBuffer(source.buffer, options, done);
  });
}

function readSmallEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string | null> {
  if (entry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      // validateEntrySizes makes yauzl fail the stream when it inflates past the declared size.
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

/**
 * Reads the ZIP central directory (sizes as declared, nothing inflated) and the small
 * [Content_Types].xml part. Rejects when the bytes are not a readable ZIP archive, or when it
 * holds more than `maxEntries` entries.
 */
export async function readZipDirectory(source: UploadSource, maxEntries: number): Promise<ZipDirectory> {
  const zip = await openZip(source);
  try {
    if (zip.entryCount > maxEntries) throw new TooManyZipEntriesError(`${zip.entryCount} entries`);
    return await new Promise<ZipDirectory>((resolve, reject) => {
      const entries: ZipEntrySummary[] = [];
      let contentTypesXml: string | null = null;
      zip.on('error', (error: Error) =>
        reject(UNSAFE_NAME_MESSAGE.test(error.message) ? new UnsafeZipEntryNameError(error.message) : error),
      );
      zip.on('end', () => resolve({ entries, contentTypesXml }));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push({
          fileName: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
        });
        if (entry.fileName !== CONTENT_TYPES_PART) return zip.readEntry();
        readSmallEntry(zip, entry).then((xml) => {
          contentTypesXml = xml;
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

function drainEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      stream.on('error', reject);
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

/**
 * Inflates every entry once, discarding the bytes, and resolves false as soon as one inflates to a
 * size other than the one its header declares: the declared sizes the archive limits trust are true.
 */
export async function inflatedSizesMatchDeclared(source: UploadSource): Promise<boolean> {
  const zip = await openZip(source);
  try {
    return await new Promise<boolean>((resolve) => {
      zip.on('error', () => resolve(false));
      zip.on('end', () => resolve(true));
      zip.on('entry', (entry: yauzl.Entry) => {
        drainEntry(zip, entry).then(
          () => zip.readEntry(),
          () => resolve(false),
        );
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
