import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { SOURCE_FILE_LIMITS, manualSourceInputSchema, type ManualSourceInput } from '@studyhub/contracts';
import { AppError, parseInput } from '@studyhub/platform';
import { PaperSourceErrors } from './paper-sources.errors';

export interface SourceUpload {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
  /** Fields the student typed beside the file (the `item` part, JSON); all optional. */
  item: Partial<ManualSourceInput>;
}

/** The file's first bytes: a PDF and a DOCX (a zip) are recognised by them, not by their names. */
function sniffedMediaType(bytes: Buffer, declared: string): string | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && declared.includes('wordprocessingml')) {
    return declared;
  }
  if (declared === 'text/plain' && !bytes.includes(0)) return 'text/plain';
  return undefined;
}

/**
 * Reads `multipart/form-data` with a `file` part and an optional `item` part (the source's fields
 * as JSON). The multipart plugin stops reading at the size limit, so a large file is never held.
 */
export async function readSourceUpload(request: FastifyRequest): Promise<SourceUpload> {
  if (!request.isMultipart()) throw PaperSourceErrors.SOURCE_FILE_MISSING();
  let file: { name: string; declared: string; bytes: Buffer } | undefined;
  let itemJson: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = await fileOf(part);
      } else if (part.fieldname === 'item' && typeof part.value === 'string') {
        itemJson = part.value;
      }
    }
  } catch (error) {
    throw uploadErrorOf(error);
  }
  if (!file || file.bytes.length === 0) throw PaperSourceErrors.SOURCE_FILE_MISSING();
  const mediaType = sniffedMediaType(file.bytes, file.declared);
  if (!mediaType || !(SOURCE_FILE_LIMITS.mediaTypes as readonly string[]).includes(mediaType)) {
    throw PaperSourceErrors.SOURCE_FILE_TYPE();
  }
  return { fileName: file.name, mediaType, bytes: file.bytes, item: itemOf(itemJson) };
}

async function fileOf(part: MultipartFile): Promise<{ name: string; declared: string; bytes: Buffer }> {
  const bytes = await part.toBuffer();
  return { name: cleanFileName(part.filename), declared: part.mimetype, bytes };
}

function itemOf(json: string | undefined): Partial<ManualSourceInput> {
  if (json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw AppError.of('VALIDATION_FAILED', undefined, { fields: { item: ['The source details could not be read.'] } });
  }
  return parseInput(manualSourceInputSchema.partial(), parsed);
}

/** The name as shown to its owner: no folders, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((character) => character.charCodeAt(0) > 0x1f && character !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'reference' : clean;
}

function uploadErrorOf(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return PaperSourceErrors.SOURCE_FILE_TOO_LARGE({ cause: error });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return AppError.of('BAD_REQUEST', 'Please send one file only.', { cause: error });
  }
  return error;
}
