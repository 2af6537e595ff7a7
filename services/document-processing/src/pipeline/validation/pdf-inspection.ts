import { PROGRAMS, runTool, ToolFailedError, ToolTimeoutError } from '../tools';
import { refuse, type Refusal } from './outcome';

const QPDF_TIMEOUT_MS = 20_000;
const QPDF_MAX_JSON_BYTES = 256 * 1024 * 1024;
/** qpdf's exit codes: 2 errors (it could not read the file), 3 warnings (it read it, repairing). */
const QPDF_ERRORS = 2;
const QPDF_WARNINGS = 3;

type QpdfOutcome = { exitCode: number; stdout: Buffer; stderr: string } | 'too-slow';

/**
 * One qpdf run; 'too-slow' when the time or output limit stopped it. A missing qpdf throws: a
 * broken worker, not a bad upload, so the job fails and is retried.
 */
async function runQpdf(args: string[]): Promise<QpdfOutcome> {
  try {
    return await runTool(PROGRAMS.qpdf, args, {
      timeoutMs: QPDF_TIMEOUT_MS,
      maxStdoutBytes: QPDF_MAX_JSON_BYTES,
      okExitCodes: [QPDF_ERRORS, QPDF_WARNINGS],
    });
  } catch (error) {
    if (error instanceof ToolTimeoutError || (error instanceof ToolFailedError && error.exitCode === null)) {
      return 'too-slow';
    }
    throw error;
  }
}

/** Dictionary keys that carry scripts, launchers, attachments or interactive forms. */
const ACTIVE_KEYS = new Set(['/JS', '/JavaScript', '/EmbeddedFiles', '/RichMedia', '/XFA', '/Launch']);
/** Action types (`/S`) that run something. */
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/RichMediaExecute', '/ImportData']);

/** Walks qpdf's JSON of every object (object streams already unpacked by qpdf) for active content. */
export function findActiveContent(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findActiveContent(item);
      if (found) return found;
    }
    return null;
  }
  if (node === null || typeof node !== 'object') return null;
  for (const [key, value] of Object.entries(node)) {
    if (ACTIVE_KEYS.has(key)) return key;
    if (key === '/S' && typeof value === 'string' && ACTIVE_ACTIONS.has(value)) return value;
    const found = findActiveContent(value);
    if (found) return found;
  }
  return null;
}

/** What qpdf's JSON says that the checks need: encryption, the pages and every object. */
export interface QpdfDescription {
  encrypted: boolean;
  pageCount: number;
  objects: unknown;
}

export function describeQpdfJson(text: string): QpdfDescription | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { encrypt, pages, qpdf } = parsed as { encrypt?: { encrypted?: unknown }; pages?: unknown; qpdf?: unknown };
  if (!Array.isArray(pages) || qpdf === undefined) return null;
  return { encrypted: encrypt?.encrypted === true, pageCount: pages.length, objects: qpdf };
}

/** qpdf read the structure but a stream's compressed data is broken (`--check` calls this an error). */
export function hasUndecodableStream(stderr: string): boolean {
  return /error decoding stream data/i.test(stderr);
}

const INSPECTION_FAILED =
  'This PDF is too complex to check in time. Please export it again (for example with "Print to PDF") and upload the new file.';
const CORRUPT =
  'This PDF is damaged and cannot be read. Please export it again from the original program and upload the new file.';
const ENCRYPTED =
  'This PDF is password-protected. Please remove the password (save an unprotected copy) and upload it again.';
const ACTIVE =
  'This PDF contains scripts, attachments or launch actions, which are not allowed. Please export it again as a plain PDF (for example with "Print to PDF") and upload the new file.';
const NO_PAGES = 'This PDF has no pages.';

export interface InspectedPdf {
  ok: true;
  pageCount: number;
}

/**
 * Encrypted, damaged and active PDFs are refused, not cleaned: stripping scripts safely means
 * rewriting the document, and a seller re-exporting a clean PDF is simpler and safer than a
 * half-sanitised file.
 *
 * Two qpdf runs side by side: one describes the structure as JSON (encryption, pages, every object,
 * no stream data), the other inflates every compressed stream without writing anything, which
 * finds broken streams as `qpdf --check` does but without decoding images (`--check` decodes every
 * JPEG, which made checking a scanned document cost a second per ten pages).
 */
export async function inspectPdf(filePath: string): Promise<Refusal | InspectedPdf> {
  const [json, decoded] = await Promise.all([
    runQpdf([
      '--json=2',
      '--json-key=encrypt',
      '--json-key=pages',
      '--json-key=qpdf',
      '--json-stream-data=none',
      filePath,
    ]),
    runQpdf(['--decode-level=generalized', '--stream-data=uncompress', filePath, '/dev/null']),
  ]);
  if (json === 'too-slow' || decoded === 'too-slow') return refuse('inspection-failed', INSPECTION_FAILED);
  if (json.exitCode === QPDF_ERRORS) {
    // Unreadable: a password it does not have, or damage it cannot repair.
    const encrypted = await runQpdf(['--is-encrypted', filePath]);
    if (encrypted !== 'too-slow' && encrypted.exitCode === 0) return refuse('pdf-encrypted', ENCRYPTED);
    return refuse('pdf-corrupt', CORRUPT);
  }
  const description = describeQpdfJson(json.stdout.toString('utf8'));
  if (!description) return refuse('inspection-failed', INSPECTION_FAILED);
  if (description.encrypted) return refuse('pdf-encrypted', ENCRYPTED);
  if (decoded.exitCode === QPDF_ERRORS || hasUndecodableStream(decoded.stderr)) return refuse('pdf-corrupt', CORRUPT);
  if (findActiveContent(description.objects)) return refuse('pdf-active-content', ACTIVE);
  if (description.pageCount < 1) return refuse('pdf-corrupt', NO_PAGES);
  return { ok: true, pageCount: description.pageCount };
}
