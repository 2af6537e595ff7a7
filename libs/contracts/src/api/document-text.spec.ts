import { internalDocumentChunksQuerySchema, internalStudyFileChunksQuerySchema } from './document-text';

describe('the internal document-text queries', () => {
  const reader = '6f1c2a4e-3b5d-4c7e-8f90-1a2b3c4d5e6f';

  it('reads a named reader, who is no admin unless said so', () => {
    expect(internalDocumentChunksQuerySchema.parse({ readerId: reader })).toEqual({
      readerId: reader,
      readerIsAdmin: false,
    });
    expect(internalDocumentChunksQuerySchema.parse({ readerId: reader, readerIsAdmin: 'true' })).toEqual({
      readerId: reader,
      readerIsAdmin: true,
    });
  });

  it('reads no reader as the corpus view', () => {
    expect(internalDocumentChunksQuerySchema.parse({})).toEqual({ readerIsAdmin: false });
  });

  it('refuses a reader that is not a UUID and an admin flag that is not true or false', () => {
    expect(internalDocumentChunksQuerySchema.safeParse({ readerId: 'someone' }).success).toBe(false);
    expect(internalDocumentChunksQuerySchema.safeParse({ readerId: reader, readerIsAdmin: 'yes' }).success).toBe(false);
  });

  it('requires the owner of a study file', () => {
    expect(internalStudyFileChunksQuerySchema.safeParse({}).success).toBe(false);
    expect(internalStudyFileChunksQuerySchema.parse({ ownerId: reader })).toEqual({ ownerId: reader });
  });
});
