import type { DocumentChatAnswer, DocumentTextSourceKind } from '@studyhub/contracts';

/** A chat_sessions row. */
export interface ChatSessionRecord {
  id: string;
  userId: string;
  sourceKind: DocumentTextSourceKind;
  sourceId: string;
  title: string;
  pageCount: number;
  hasEmbeddings: boolean;
  embeddingsModel: string | null;
  questionsAsked: number;
  pointsCharged: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A chat_messages row. */
export interface ChatMessageRecord {
  id: string;
  sessionId: string;
  questionNumber: number;
  role: 'user' | 'assistant';
  content: string;
  answer: DocumentChatAnswer | null;
  pointsCharged: number;
  createdAt: Date;
}

/** The session's last message, for the list. */
export interface LastMessageRecord {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

/** A passage copied into the session, with its embedding when one was made. */
export interface SessionChunk {
  index: number;
  pageFrom: number;
  pageTo: number;
  text: string;
  embedding: number[] | null;
}
