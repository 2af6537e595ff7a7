import type { StudyFile, StudyFileStatus } from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import type { DocumentFileType } from '../pipeline/validation';

/** One row of `study_files`. */
export interface StudyFileRecord {
  id: string;
  ownerId: string;
  fileName: string;
  fileType: DocumentFileType;
  sizeBytes: number;
  /** SHA-256 of the file as the student sent it; the worker checks the stored copy against it. */
  sha256: string;
  status: StudyFileStatus;
  reason: string | null;
  pageCount: number | null;
  originalKey: string;
  convertedKey: string | null;
  createdAt: Date;
}

interface StudyFileRow {
  id: string;
  owner_id: string;
  file_name: string;
  file_type: DocumentFileType;
  size_bytes: string;
  sha256: string;
  status: StudyFileStatus;
  reason: string | null;
  page_count: number | null;
  original_key: string;
  converted_key: string | null;
  created_at: Date;
}

const COLUMNS = `id, owner_id, file_name, file_type, size_bytes, sha256, status, reason, page_count, original_key,
                 converted_key, created_at`;

function recordOf(row: StudyFileRow): StudyFileRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    fileName: row.file_name,
    fileType: row.file_type,
    sizeBytes: Number(row.size_bytes),
    sha256: row.sha256,
    status: row.status,
    reason: row.reason,
    pageCount: row.page_count,
    originalKey: row.original_key,
    convertedKey: row.converted_key,
    createdAt: row.created_at,
  };
}

type Queryable = Pick<EntityManager, 'query'>;

export async function findStudyFile(db: Queryable, id: string): Promise<StudyFileRecord | undefined> {
  const [row] = await db.query<StudyFileRow[]>(`SELECT ${COLUMNS} FROM study_files WHERE id = $1`, [id]);
  return row ? recordOf(row) : undefined;
}

/** The owner's file; another user's is as missing as one that never existed. */
export async function findOwnedStudyFile(
  db: Queryable,
  id: string,
  ownerId: string,
): Promise<StudyFileRecord | undefined> {
  const file = await findStudyFile(db, id);
  return file && file.ownerId === ownerId ? file : undefined;
}

/** The owner's files, newest first. */
export async function listStudyFiles(db: Queryable, ownerId: string): Promise<StudyFileRecord[]> {
  const rows = await db.query<StudyFileRow[]>(
    `SELECT ${COLUMNS} FROM study_files WHERE owner_id = $1 ORDER BY created_at DESC, id`,
    [ownerId],
  );
  return rows.map(recordOf);
}

export async function countStudyFiles(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM study_files WHERE owner_id = $1`,
    [ownerId],
  );
  return row?.count ?? 0;
}

export function studyFileOf(record: StudyFileRecord): StudyFile {
  return {
    id: record.id,
    fileName: record.fileName,
    fileSize: record.sizeBytes,
    fileType: record.fileType,
    status: record.status,
    reason: record.reason,
    pageCount: record.pageCount,
    createdAt: record.createdAt.toISOString(),
  };
}
