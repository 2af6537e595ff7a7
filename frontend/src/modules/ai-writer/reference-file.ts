import { SOURCE_FILE_LIMITS } from '@studyhub/contracts';

export const REFERENCE_FILE_MAX_MB = SOURCE_FILE_LIMITS.maxBytes / (1024 * 1024);
export const REFERENCE_FILE_ACCEPT = ['.pdf', '.docx', '.txt', ...SOURCE_FILE_LIMITS.mediaTypes].join(',');

const EXTENSIONS = /\.(pdf|docx|txt)$/i;

/**
 * Why a reference file cannot be sent, or null. Some systems give a .docx or .txt no media type,
 * so the name's extension is enough; the server checks the bytes themselves.
 */
export function referenceFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const mediaTypes: readonly string[] = SOURCE_FILE_LIMITS.mediaTypes;
  const isKnownType = mediaTypes.includes(file.type) || (file.type === '' && EXTENSIONS.test(file.name));
  if (!isKnownType) return `${file.name} is not a PDF, Word (.docx) or text file.`;
  if (file.size > SOURCE_FILE_LIMITS.maxBytes) return `${file.name} is larger than ${REFERENCE_FILE_MAX_MB} MB.`;
  return null;
}
