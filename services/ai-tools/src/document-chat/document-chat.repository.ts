import type { EntityManager } from 'typeorm';
import type {
  ChatMessageRecord,
  ChatSessionRecord,
  LastMessageRecord,
  SessionChunk,
} from './document-chat.records';

interface SessionRow {
  id: string;
  user_id: string;
  source_kind: ChatSessionRecord['sourceKind'];
  source_id: string;
  title: string;
  page_count: number;
  has_embeddings: boolean;
  embeddings_model: string | null;
  questions_asked: number;
  points_charged: number;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: string;
  session_id: string;
  question_number: number;
  role: ChatMessageRecord['role'];
  content: string;
  answer: ChatMessageRecord['answer'];
  points_charged: number;
  created_at: Date;
}

const SESSION_COLUMN_NAMES = [
  'id',
  'user_id',
  'source_kind',
  'source_id',
  'title',
  'page_count',
  'has_embeddings',
  'embeddings_model',
  'questions_asked',
  'points_charged',
  'created_at',
  'updated_at',
];
const SESSION_COLUMNS = SESSION_COLUMN_NAMES.join(', ');
const SESSION_COLUMNS_OF_S = SESSION_COLUMN_NAMES.map((name) => `s.${name}`).join(', ');
const MESSAGE_COLUMNS = 'id, session_id, question_number, role, content, answer, points_charged, created_at';
/** Rows per INSERT when copying passages: well under PostgreSQL's 65,535 parameters. */
const CHUNK_BATCH = 500;

/** Every query of document chat's sessions, their passages and messages. */
export class DocumentChatRepository {
  async insertSession(manager: EntityManager, session: ChatSessionRecord): Promise<void> {
    await manager.query(
      `INSERT INTO chat_sessions (id, user_id, source_kind, source_id, title, page_count, has_embeddings,
                                  embeddings_model, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        session.id,
        session.userId,
        session.sourceKind,
        session.sourceId,
        session.title,
        session.pageCount,
        session.hasEmbeddings,
        session.embeddingsModel,
        session.createdAt,
      ],
    );
  }

  async insertChunks(manager: EntityManager, sessionId: string, chunks: readonly SessionChunk[]): Promise<void> {
    for (let at = 0; at < chunks.length; at += CHUNK_BATCH) {
      const batch = chunks.slice(at, at + CHUNK_BATCH);
      await manager.query(
        `INSERT INTO chat_session_chunks (session_id, chunk_index, page_from, page_to, text, embedding)
         SELECT $1, c.chunk_index, c.page_from, c.page_to, c.text,
                CASE WHEN c.embedding = '' THEN NULL ELSE c.embedding::real[] END
           FROM unnest($2::int[], $3::int[], $4::int[], $5::text[], $6::text[])
                AS c(chunk_index, page_from, page_to, text, embedding)`,
        [
          sessionId,
          batch.map((chunk) => chunk.index),
          batch.map((chunk) => chunk.pageFrom),
          batch.map((chunk) => chunk.pageTo),
          batch.map((chunk) => chunk.text),
          // A 2-D array cannot hold rows of no vector: each vector travels as its array literal.
          batch.map((chunk) => (chunk.embedding ? `{${chunk.embedding.join(',')}}` : '')),
        ],
      );
    }
  }

  /** The owner's session; null for anyone else's or a missing one. */
  async findOwned(manager: EntityManager, userId: string, id: string): Promise<ChatSessionRecord | null> {
    const [row] = await manager.query<SessionRow[]>(
      `SELECT ${SESSION_COLUMNS} FROM chat_sessions WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ? sessionOf(row) : null;
  }

  /** Newest activity first. */
  async listOwned(
    manager: EntityManager,
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: { session: ChatSessionRecord; lastMessage: LastMessageRecord | null }[]; total: number }> {
    const rows = await manager.query<
      (SessionRow & { last_role: LastMessageRecord['role'] | null; last_content: string | null; last_at: Date | null; total: number })[]
    >(
      `SELECT ${SESSION_COLUMNS_OF_S}, last.role AS last_role, last.content AS last_content,
              last.created_at AS last_at, count(*) OVER ()::int AS total
         FROM chat_sessions s
         LEFT JOIN LATERAL (
           SELECT m.role, m.content, m.created_at FROM chat_messages m
            WHERE m.session_id = s.id
            ORDER BY m.question_number DESC, m.role ASC
            LIMIT 1) AS last ON true
        WHERE s.user_id = $1
        ORDER BY s.updated_at DESC, s.id
        OFFSET $2 LIMIT $3`,
      [userId, page.offset, page.limit],
    );
    const total = rows[0]?.total ?? (await this.countOwned(manager, userId));
    return {
      rows: rows.map((row) => ({
        session: sessionOf(row),
        lastMessage:
          row.last_role && row.last_content !== null && row.last_at
            ? { role: row.last_role, content: row.last_content, createdAt: row.last_at }
            : null,
      })),
      total,
    };
  }

  private async countOwned(manager: EntityManager, userId: string): Promise<number> {
    const [row] = await manager.query<{ total: number }[]>(
      'SELECT count(*)::int AS total FROM chat_sessions WHERE user_id = $1',
      [userId],
    );
    return row?.total ?? 0;
  }

  /** Oldest first; a question before its answer. */
  async messagesOf(manager: EntityManager, sessionId: string): Promise<ChatMessageRecord[]> {
    const rows = await manager.query<MessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE session_id = $1
        ORDER BY question_number, CASE role WHEN 'user' THEN 0 ELSE 1 END`,
      [sessionId],
    );
    return rows.map(messageOf);
  }

  /** The last `turns` answered questions with their answers, oldest first. */
  async recentTurns(
    manager: EntityManager,
    sessionId: string,
    turns: number,
  ): Promise<{ question: string; answer: string }[]> {
    const rows = await manager.query<{ question: string; answer: string }[]>(
      `SELECT q.content AS question, a.content AS answer
         FROM chat_messages q
         JOIN chat_messages a ON a.session_id = q.session_id AND a.question_number = q.question_number
                             AND a.role = 'assistant'
        WHERE q.session_id = $1 AND q.role = 'user'
        ORDER BY q.question_number DESC
        LIMIT $2`,
      [sessionId, turns],
    );
    return rows.reverse();
  }

  /**
   * Marks a question in flight and answers how many were asked before it; null when the session is
   * not the user's, or another question of it is still being answered (a mark older than
   * `staleAfterSeconds` is taken over: its request died).
   */
  async beginQuestion(
    manager: EntityManager,
    userId: string,
    id: string,
    staleAfterSeconds: number,
  ): Promise<{ questionsAsked: number } | null> {
    // UPDATE answers [rows, count] through TypeORM.
    const [rows] = await manager.query<[{ questions_asked: number }[], number]>(
      `UPDATE chat_sessions SET answering_since = now()
        WHERE id = $1 AND user_id = $2
          AND (answering_since IS NULL OR answering_since < now() - make_interval(secs => $3))
        RETURNING questions_asked`,
      [id, userId, staleAfterSeconds],
    );
    const row = rows[0];
    return row ? { questionsAsked: row.questions_asked } : null;
  }

  /** Clears the in-flight mark of a question that failed: it is not counted. */
  async abandonQuestion(manager: EntityManager, id: string): Promise<void> {
    await manager.query('UPDATE chat_sessions SET answering_since = NULL WHERE id = $1', [id]);
  }

  /** The question and its answer stored, counted, and the mark cleared, in the caller's transaction. */
  async recordTurn(
    manager: EntityManager,
    question: ChatMessageRecord,
    answer: ChatMessageRecord,
    charged: number,
  ): Promise<void> {
    for (const message of [question, answer]) {
      await manager.query(
        `INSERT INTO chat_messages (id, session_id, question_number, role, content, answer, points_charged, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          message.id,
          message.sessionId,
          message.questionNumber,
          message.role,
          message.content,
          message.answer === null ? null : JSON.stringify(message.answer),
          message.pointsCharged,
          message.createdAt,
        ],
      );
    }
    await manager.query(
      `UPDATE chat_sessions
          SET questions_asked = $2, points_charged = points_charged + $3, answering_since = NULL, updated_at = $4
        WHERE id = $1`,
      [question.sessionId, question.questionNumber, charged, answer.createdAt],
    );
  }

  /** Deletes the owner's session with its passages and messages; false when there was none. */
  async deleteOwned(manager: EntityManager, userId: string, id: string): Promise<boolean> {
    const [rows] = await manager.query<[{ id: string }[], number]>(
      'DELETE FROM chat_sessions WHERE id = $1 AND user_id = $2 RETURNING id',
      [id, userId],
    );
    return rows.length > 0;
  }
}

function sessionOf(row: SessionRow): ChatSessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    sourceKind: row.source_kind,
    sourceId: row.source_id,
    title: row.title,
    pageCount: row.page_count,
    hasEmbeddings: row.has_embeddings,
    embeddingsModel: row.embeddings_model,
    questionsAsked: row.questions_asked,
    pointsCharged: row.points_charged,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function messageOf(row: MessageRow): ChatMessageRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    questionNumber: row.question_number,
    role: row.role,
    content: row.content,
    answer: row.answer,
    pointsCharged: row.points_charged,
    createdAt: row.created_at,
  };
}
