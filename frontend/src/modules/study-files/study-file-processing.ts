import type { StudyFile } from '@studyhub/contracts';
import { failureMessage } from '@/modules/http/api-result';
import { fetchStudyFile } from './api/study-files-api';

/** How often, and how long, a processing file is asked about. */
export const STUDY_FILE_POLL_MS = 1500;
export const STUDY_FILE_WAIT_LIMIT_MS = 180_000;

export const STUDY_FILE_UNREADABLE = 'This file could not be processed.';
const STUDY_FILE_TOO_SLOW =
  'The file is taking too long to process. Nothing was charged; please try again in a minute.';
const STUDY_FILE_UNREACHABLE = 'The file’s progress could not be read. Please try again.';

export type ProcessedStudyFile = { ok: true; file: StudyFile } | { ok: false; message: string } | { ok: 'cancelled' };

export interface ProcessingWatch {
  /** Called with the file each time it is read while still processing. */
  onProcessing?: (file: StudyFile) => void;
  /** True once the screen is gone: the wait stops quietly. */
  isCancelled?: () => boolean;
  pollMs?: number;
  limitMs?: number;
}

/** Waits until the pipeline has read the file: READY, or why it could not (FAILED, too slow, unreachable). */
export async function waitUntilProcessed(file: StudyFile, watch: ProcessingWatch = {}): Promise<ProcessedStudyFile> {
  const deadline = Date.now() + (watch.limitMs ?? STUDY_FILE_WAIT_LIMIT_MS);
  let current = file;
  while (current.status === 'PROCESSING') {
    watch.onProcessing?.(current);
    if (Date.now() > deadline) return { ok: false, message: STUDY_FILE_TOO_SLOW };
    await new Promise((resolve) => setTimeout(resolve, watch.pollMs ?? STUDY_FILE_POLL_MS));
    if (watch.isCancelled?.()) return { ok: 'cancelled' };
    const read = await fetchStudyFile(current.id).catch(() => null);
    if (watch.isCancelled?.()) return { ok: 'cancelled' };
    if (!read?.ok)
      return { ok: false, message: read ? failureMessage(read, STUDY_FILE_UNREACHABLE) : STUDY_FILE_UNREACHABLE };
    current = read.data;
  }
  if (current.status === 'FAILED') return { ok: false, message: current.reason ?? STUDY_FILE_UNREADABLE };
  return { ok: true, file: current };
}
