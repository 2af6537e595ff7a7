import { createDocumentChatSessionSchema, documentChatMessageSchema } from './document-chat';

const ID = '5f0c8a47-3b5e-4a5e-9d7b-1c2d3e4f5a6b';

describe('createDocumentChatSessionSchema', () => {
  it('takes a document or a study file', () => {
    expect(createDocumentChatSessionSchema.parse({ document_id: ID })).toEqual({ document_id: ID });
    expect(createDocumentChatSessionSchema.parse({ study_file_id: ID })).toEqual({ study_file_id: ID });
  });

  it.each([{}, { document_id: ID, study_file_id: ID }, { document_id: 'nope' }, { file_id: ID }])(
    'refuses %p',
    (body) => {
      expect(createDocumentChatSessionSchema.safeParse(body).success).toBe(false);
    },
  );
});

describe('documentChatMessageSchema', () => {
  it('trims the question and refuses an empty or overlong one', () => {
    expect(documentChatMessageSchema.parse({ content: '  Why?  ' })).toEqual({ content: 'Why?' });
    expect(documentChatMessageSchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(documentChatMessageSchema.safeParse({ content: 'x'.repeat(2001) }).success).toBe(false);
  });
});
