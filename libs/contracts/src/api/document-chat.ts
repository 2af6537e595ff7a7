import { z } from 'zod';
import { paginationQuerySchema } from './api-envelope';
import type { DocumentTextSourceKind } from './document-text';
import { quotedPointsSchema } from './platform-settings';

/**
 * Document chat (ai-tools; ADR 0020): a conversation with one catalog document the student may read
 * (owned, purchased, or any as an active admin) or one of their study files. Answers cite the
 * exact passages, with their pages; documents are untrusted input and never give instructions.
 */

export const DOCUMENT_CHAT_QUESTION_MAX_LENGTH = 2000;
/** The last message's text in the session list is cut to this many characters. */
export const DOCUMENT_CHAT_PREVIEW_LENGTH = 160;

/** POST /api/document-chat/sessions: exactly one source. */
export const createDocumentChatSessionSchema = z.union(
  [z.strictObject({ document_id: z.uuid() }), z.strictObject({ study_file_id: z.uuid() })],
  { error: 'Send either document_id or study_file_id (a UUID).' },
);
export type CreateDocumentChatSessionRequest = z.infer<typeof createDocumentChatSessionSchema>;

/** POST /api/document-chat/sessions/{id}/messages */
export const documentChatMessageSchema = z.strictObject({
  content: z.string().trim().min(1, 'Type a question.').max(DOCUMENT_CHAT_QUESTION_MAX_LENGTH),
  /** What the page said this question costs (`next_question_cost`), when it costs anything. */
  quoted_points: quotedPointsSchema,
});
export type DocumentChatMessageRequest = z.infer<typeof documentChatMessageSchema>;

/** GET /api/document-chat/sessions (the caller's own, newest activity first) */
export const documentChatSessionsQuerySchema = paginationQuerySchema;

/** One passage an answer rests on: the exact text in the document and the page it is on. */
export interface DocumentChatCitation {
  /** The 1-based page where the passage starts (what the chip shows: "p. 12"). */
  page: number;
  /** The page where it ends; equal to `page` unless the passage crosses a page break. */
  pageTo: number;
  /** The cited words exactly as the document has them (the reader highlights them). */
  text: string;
  /** Which of the document's passages it comes from. */
  chunkIndex: number;
}

/**
 * `generated`: the model's answer, each sentence resting on passages it cites; `extractive`: no model
 * is configured, so the best passages themselves, quoted; `not_found`: nothing in the document
 * answers the question (the tool says so instead of guessing).
 */
export const DOCUMENT_CHAT_ANSWER_KINDS = ['generated', 'extractive', 'not_found'] as const;
export type DocumentChatAnswerKind = (typeof DOCUMENT_CHAT_ANSWER_KINDS)[number];

export interface DocumentChatAnswerSentence {
  text: string;
  /** Indexes into the answer's `citations`. */
  citations: number[];
}

export interface DocumentChatAnswer {
  kind: DocumentChatAnswerKind;
  content: string;
  sentences: DocumentChatAnswerSentence[];
  citations: DocumentChatCitation[];
  /** Sentences of the model's answer held back because the document does not support them. */
  withheld: number;
  engine: 'llm' | 'offline';
  /** The model that wrote the answer; null when none did. */
  model: string | null;
}

export interface DocumentChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The assistant's answer in full; null on the student's own messages. */
  answer: DocumentChatAnswer | null;
  /** Points this message cost (on the student's message: its question's charge). */
  points_charged: number;
  created_at: string;
}

export interface DocumentChatSessionSource {
  kind: DocumentTextSourceKind;
  id: string;
}

export interface DocumentChatSessionSummary {
  id: string;
  title: string;
  source: DocumentChatSessionSource;
  page_count: number;
  questions_asked: number;
  points_charged: number;
  /** What the next question costs, by the spec's formula (ADR 0020). */
  next_question_cost: number;
  last_message: { role: 'user' | 'assistant'; preview: string; created_at: string } | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentChatSessionDetail extends DocumentChatSessionSummary {
  /** Oldest first. */
  messages: DocumentChatMessage[];
}

/** POST /api/document-chat/sessions/{id}/messages → 201 */
export interface DocumentChatReply {
  /** The student's question as stored. */
  message: DocumentChatMessage;
  answer: DocumentChatAnswer;
  /** The assistant's message that holds the answer. */
  reply: DocumentChatMessage;
  points_charged: number;
  next_question_cost: number;
}
