import { DEFAULT_AI_PRICES, DOCUMENT_CHAT_PREVIEW_LENGTH } from '@studyhub/contracts';
import { previewOf, sessionSummaryOf } from './document-chat.mapper';
import type { ChatSessionRecord } from './document-chat.records';

const SESSION: ChatSessionRecord = {
  id: '5f0c8a47-3b5e-4a5e-9d7b-1c2d3e4f5a6b',
  userId: 'a1b2c3d4-e5f6-4a1b-8c2d-3e4f5a6b7c8d',
  sourceKind: 'document',
  sourceId: 'b2c3d4e5-f6a1-4b2c-9d3e-4f5a6b7c8d9e',
  title: 'Notes',
  pageCount: 12,
  hasEmbeddings: false,
  embeddingsModel: null,
  questionsAsked: 4,
  pointsCharged: 5,
  createdAt: new Date('2026-11-26T10:00:00Z'),
  updatedAt: new Date('2026-11-26T11:00:00Z'),
};

describe('previewOf', () => {
  it('keeps a short message whole, spaces collapsed', () => {
    expect(previewOf('  Where   is\nit? ')).toBe('Where is it?');
  });

  it('cuts a long message at a word, with an ellipsis, within the preview length', () => {
    const preview = previewOf('word '.repeat(100));
    expect(preview.length).toBeLessThanOrEqual(DOCUMENT_CHAT_PREVIEW_LENGTH);
    expect(preview.endsWith('word…')).toBe(true);
  });
});

describe('sessionSummaryOf', () => {
  it('prices the next question by the session formula: the 5th question charges 2', () => {
    expect(sessionSummaryOf(SESSION, null)).toMatchObject({ next_question_cost: 2, last_message: null });
    expect(sessionSummaryOf({ ...SESSION, questionsAsked: 0 }, null).next_question_cost).toBe(5);
    expect(sessionSummaryOf({ ...SESSION, questionsAsked: 5 }, null).next_question_cost).toBe(0);
  });

  it('prices the next question at the prices in force when given', () => {
    const prices = { ...DEFAULT_AI_PRICES, document_chat_base: 8, document_chat_per_5_messages: 3 };
    expect(sessionSummaryOf(SESSION, null, prices).next_question_cost).toBe(3);
    expect(sessionSummaryOf({ ...SESSION, questionsAsked: 0 }, null, prices).next_question_cost).toBe(8);
  });
});
