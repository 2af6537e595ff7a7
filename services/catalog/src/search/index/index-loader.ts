import type { DataSource } from 'typeorm';
import { DOCUMENT_STATUS_IDS } from '@studyhub/contracts';
import { queryPrepared } from '../prepared-query';
import type { DocumentRecord } from './document-index';
import type { QuestionRecord } from './question-index';

const APPROVED = DOCUMENT_STATUS_IDS.APPROVED;
const FETCH_SIZE = 2000;

interface DocumentRow {
  id: string;
  status_id: number;
  title: string;
  description: string;
  type_id: number;
  subject_id: string | null;
  university_id: string | null;
  course_id: string | null;
  textbook_id: string | null;
  subject_text: string;
  course_text: string;
  university_text: string;
  textbook_text: string;
  price_cents: number;
  average_rating: number;
  review_count: number;
  download_count: number;
  published_ms: number;
}

interface QuestionRow {
  id: string;
  is_public: boolean;
  question: string;
  subject_id: string | null;
  created_ms: number;
}

/** The same 4000 characters of description the PostgreSQL vector covers (migration 1764000100000). */
const DOCUMENT_SELECT = `
  SELECT d.id, d.status_id, d.title, left(d.description, 4000) AS description, d.document_type_id AS type_id,
         d.subject_id, d.university_id, d.course_id, d.textbook_id,
         concat_ws(' ', s.name, nullif(s.acronym, '')) AS subject_text,
         coalesce(c.name, '') AS course_text,
         coalesce(u.name, '') AS university_text,
         concat_ws(' ', b.title, nullif(b.author, '')) AS textbook_text,
         d.price_cents, d.average_rating::float8 AS average_rating, d.review_count, d.download_count,
         coalesce(extract(epoch FROM d.published_at) * 1000, 0)::float8 AS published_ms
    FROM documents d
    LEFT JOIN subjects s ON s.id = d.subject_id
    LEFT JOIN courses c ON c.id = d.course_id
    LEFT JOIN universities u ON u.id = d.university_id
    LEFT JOIN textbooks b ON b.id = d.textbook_id`;

const QUESTION_SELECT = `
  SELECT h.id, h.is_public, left(h.question, 4000) AS question, h.subject_id,
         (extract(epoch FROM h.created_at) * 1000)::float8 AS created_ms
    FROM homework_questions h`;

function documentRecordOf(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subjectText: row.subject_text,
    courseText: row.course_text,
    universityText: row.university_text,
    textbookText: row.textbook_text,
    typeId: row.type_id,
    subjectId: row.subject_id,
    universityId: row.university_id,
    courseId: row.course_id,
    textbookId: row.textbook_id,
    priceCents: row.price_cents,
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    downloadCount: row.download_count,
    publishedAt: row.published_ms,
  };
}

function questionRecordOf(row: QuestionRow): QuestionRecord {
  return { id: row.id, question: row.question, subjectId: row.subject_id, createdAt: row.created_ms };
}

/** What a full load saw: every record, and the horizon to read changes from afterwards. */
export interface FullLoadSink {
  document(record: DocumentRecord): void;
  question(record: QuestionRecord): void;
  /** Checked between batches: true stops the load (the service is shutting down). */
  cancelled(): boolean;
}

export interface ChangeRow {
  id: string;
  /** The writer's transaction id (xid8, as text). */
  xid: string;
  corpus: 'document' | 'question';
  entityId: string;
}

/** Current state of changed entities: records to (re)index, ids to forget. */
export interface ChangedEntities {
  documents: DocumentRecord[];
  questions: QuestionRecord[];
  removedDocuments: string[];
  removedQuestions: string[];
}

export class LoadCancelledError extends Error {
  constructor() {
    super('search index load cancelled');
  }
}

/** Every SQL the in-process index runs: the full load, the change feed and its housekeeping. */
export class IndexLoader {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Streams every approved document (most downloaded first) and public question (newest first)
   * from one consistent snapshot; answers that snapshot's xmin, the horizon from which changes
   * must be read so that nothing committed after the snapshot is missed.
   */
  async loadAll(sink: FullLoadSink): Promise<string> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      const [snapshot] = (await runner.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`)) as {
        horizon: string;
      }[];
      await runner.query(
        `DECLARE search_documents NO SCROLL CURSOR FOR ${DOCUMENT_SELECT}
          WHERE d.status_id = ${APPROVED}
          ORDER BY d.download_count DESC, d.average_rating DESC, d.id`,
      );
      for (;;) {
        if (sink.cancelled()) throw new LoadCancelledError();
        const rows = (await runner.query(`FETCH ${FETCH_SIZE} FROM search_documents`)) as DocumentRow[];
        for (const row of rows) sink.document(documentRecordOf(row));
        if (rows.length < FETCH_SIZE) break;
      }
      await runner.query(
        `DECLARE search_questions NO SCROLL CURSOR FOR ${QUESTION_SELECT}
          WHERE h.is_public ORDER BY h.created_at DESC, h.id`,
      );
      for (;;) {
        if (sink.cancelled()) throw new LoadCancelledError();
        const rows = (await runner.query(`FETCH ${FETCH_SIZE} FROM search_questions`)) as QuestionRow[];
        for (const row of rows) sink.question(questionRecordOf(row));
        if (rows.length < FETCH_SIZE) break;
      }
      await runner.commitTransaction();
      return snapshot!.horizon;
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }

  /**
   * Change rows written by transactions at or after `horizon`, and the new horizon: the xmin of
   * the snapshot that read them. Every transaction older than that xmin had finished, so its rows
   * were visible to this read; newer ones are read again next time.
   */
  async changesSince(horizon: string): Promise<{ horizon: string; changes: ChangeRow[] }> {
    // Asked before most reads (the read barrier): prepared, so it is planned once per connection.
    const rows = await queryPrepared<{
      horizon: string;
      id: string | null;
      xid: string | null;
      corpus: ChangeRow['corpus'] | null;
      entity_id: string;
    }>(
      this.dataSource.manager,
      'search-changes-since',
      `WITH snapshot AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon)
       SELECT snapshot.horizon::text AS horizon, c.id::text AS id, c.xid::text AS xid, c.corpus, c.entity_id
         FROM snapshot LEFT JOIN search_changes c ON c.xid >= $1::xid8
        ORDER BY c.id`,
      [horizon],
    );
    const changes: ChangeRow[] = [];
    for (const row of rows) {
      if (row.id !== null && row.xid !== null && row.corpus !== null) {
        changes.push({ id: row.id, xid: row.xid, corpus: row.corpus, entityId: row.entity_id });
      }
    }
    return { horizon: rows[0]!.horizon, changes };
  }

  /** The current state of the documents and questions named by changes. */
  async load(documentIds: readonly string[], questionIds: readonly string[]): Promise<ChangedEntities> {
    const [documentRows, questionRows] = await Promise.all([
      documentIds.length === 0
        ? Promise.resolve([])
        : this.dataSource.query<DocumentRow[]>(`${DOCUMENT_SELECT} WHERE d.id = ANY($1::uuid[])`, [documentIds]),
      questionIds.length === 0
        ? Promise.resolve([])
        : this.dataSource.query<QuestionRow[]>(`${QUESTION_SELECT} WHERE h.id = ANY($1::uuid[])`, [questionIds]),
    ]);
    const approved = documentRows.filter((row) => row.status_id === APPROVED);
    const publicQuestions = questionRows.filter((row) => row.is_public);
    const keptDocuments = new Set(approved.map((row) => row.id));
    const keptQuestions = new Set(publicQuestions.map((row) => row.id));
    return {
      documents: approved.map(documentRecordOf),
      questions: publicQuestions.map(questionRecordOf),
      removedDocuments: documentIds.filter((id) => !keptDocuments.has(id)),
      removedQuestions: questionIds.filter((id) => !keptQuestions.has(id)),
    };
  }

  /** Forgets change rows older than `minutes` (every replica has read them by then, or rebuilds). */
  async pruneChanges(minutes: number): Promise<number> {
    // TypeORM answers a DELETE as [rows, affected].
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM search_changes WHERE changed_at < now() - make_interval(mins => $1)`,
      [minutes],
    );
    return affected;
  }
}
