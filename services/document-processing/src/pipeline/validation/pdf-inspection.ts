import { execFile } from 'node:child_process';
import { refuse, type Refusal } from './outcome';

const QPDF = '/usr/bin/qpdf';
const QPDF_TIMEOUT_MS = 20_000;
const QPDF_MAX_BUFFER = 256 * 1024 * 1024;

interface QpdfRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Resolves with qpdf's exit code (-1 when the time limit or the output limit stopped it). Rejects only when qpdf cannot be
 * started at all: a broken worker, not a bad upload, so the job should fail and be retried.
 */
function runQpdf(args: string[]): Promise<QpdfRun> {
  return new Promise((resolve, reject) => {
    execFile(
      QPDF,
      args,
      { timeout: QPDF_TIMEOUT_MS, maxBuffer: QPDF_MAX_BUFFER, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const tooMuchOutput = error?.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
        if (error && typeof error.code === 'string' && !tooMuchOutput) {
          return reject(new Error(`qpdf could not run: ${error.message}`));
        }
        const exitCode = !error ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
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

const INSPECTION_FAILED =
  'This PDF is too complex to check in time. Please export it again (for example with "Print to PDF") and upload the new file.';

const CORRUPT =
  'This PDF is damaged and cannot be read. Please export it again from the original program and upload the new file.';

/**
 * Encrypted, damaged and active PDFs are refused, not cleaned: stripping scripts safely means rewriting
 * the document, and a seller re-exporting a clean PDF is simpler and safer than a half-sanitised file.
 */
export async function inspectPdf(filePath: string): Promise<Refusal | null> {
  const encrypted = await runQpdf(['--is-encrypted', filePath]);
  if (encrypted.exitCode === 0) {
    return refuse(
      'pdf-encrypted',
      'This PDF is password-protected. Please remove the password (save an unprotected copy) and upload it again.',
    );
  }
  const check = await runQpdf(['--check', filePath]);
  if (check.exitCode === -1) return refuse('inspection-failed', INSPECTION_FAILED);
  // Exit 3 means qpdf repaired small defects (common and harmless); 2 means it could not read the file.
  if (check.exitCode !== 0 && check.exitCode !== 3) return refuse('pdf-corrupt', CORRUPT);
  const json = await runQpdf(['--json=2', '--json-key=qpdf', '--json-stream-data=none', filePath]);
  if (json.exitCode === -1) return refuse('inspection-failed', INSPECTION_FAILED);
  if (json.exitCode !== 0 && json.exitCode !== 3) return refuse('pdf-corrupt', CORRUPT);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.stdout);
  } catch {
    return refuse('inspection-failed', INSPECTION_FAILED);
  }
  if (findActiveContent(parsed)) {
    return refuse(
      'pdf-active-content',
      'This PDF contains scripts, attachments or launch actions, which are not allowed. Please export it again as a plain PDF (for example with "Print to PDF") and upload the new file.',
    );
  }
  return null;
}
