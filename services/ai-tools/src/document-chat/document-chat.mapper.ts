import {
  DOCUMENT_CHAT_PREVIEW_LENGTH,
  documentChatQuestionCharge,
  type AiPriceSettings,
  type DocumentChatMessage,
  type DocumentChatSessionDetail,
  type DocumentChatSessionSummary,
} from '@studyhub/contracts';
import type { ChatMessageRecord, ChatSessionRecord, LastMessageRecord } from './document-chat.records';

export function sessionSummaryOf(
  session: ChatSessionRecord,
  lastMessage: LastMessageRecord | null,
  /** The prices in force (the spec's when left out). */
  prices?: AiPriceSettings,
): DocumentChatSessionSummary {
  return {
    id: session.id,
    title: session.title,
    source: { kind: session.sourceKind, id: session.sourceId },
    page_count: session.pageCount,
    questions_asked: session.questionsAsked,
    points_charged: session.pointsCharged,
    next_question_cost: documentChatQuestionCharge(session.questionsAsked + 1, prices),
    last_message: lastMessage
      ? {
          role: lastMessage.role,
          preview: previewOf(lastMessage.content),
          created_at: lastMessage.createdAt.toISOString(),
        }
      : null,
    created_at: session.createdAt.toISOString(),
    updated_at: session.updatedAt.toISOString(),
  };
}

export function sessionDetailOf(
  session: ChatSessionRecord,
  messages: readonly ChatMessageRecord[],
  prices?: AiPriceSettings,
): DocumentChatSessionDetail {
  const last = messages[messages.length - 1];
  return {
    ...sessionSummaryOf(
      session,
      last ? { role: last.role, content: last.content, createdAt: last.createdAt } : null,
      prices,
    ),
    messages: messages.map(messageOf),
  };
}

export function messageOf(message: ChatMessageRecord): DocumentChatMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    answer: message.answer,
    points_charged: message.pointsCharged,
    created_at: message.createdAt.toISOString(),
  };
}

/** Spaces collapsed, cut at a word within the preview length, with an ellipsis when cut. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DOCUMENT_CHAT_PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, DOCUMENT_CHAT_PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DOCUMENT_CHAT_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
