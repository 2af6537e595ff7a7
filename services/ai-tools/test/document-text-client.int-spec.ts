import { randomUUID } from 'node:crypto';
import { AppError, InternalClient } from '@studyhub/platform';
import { DocumentTextClient } from '../src/documents-text';
import { DocumentProcessingProcess } from './support/document-processing-process';

jest.setTimeout(120_000);

const INTERNAL_SECRET = 'ai-tools-document-text-test-secret';

/** The client against the built document-processing: the contract of ADR 0019 from ai-tools' side. */
describe('DocumentTextClient', () => {
  let documents: DocumentProcessingProcess;
  let client: DocumentTextClient;

  const clientWith = (baseUrl: string, secret = INTERNAL_SECRET) =>
    new DocumentTextClient(new InternalClient({ service: 'ai-tools', baseUrl, secret, timeoutMs: 5_000 }));

  beforeAll(async () => {
    documents = await DocumentProcessingProcess.start(INTERNAL_SECRET);
    client = clientWith(documents.url);
  });
  afterAll(async () => {
    await documents?.close();
  });

  /** The AppError a call threw, for its code, status and message. */
  async function refusal(call: Promise<unknown>): Promise<AppError> {
    const error = await call.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  const chunks = [
    { pageFrom: 1, pageTo: 2, text: 'Mitochondria make ATP.' },
    { pageFrom: 2, pageTo: 3, text: 'The Krebs cycle runs in the matrix.' },
  ];

  describe('catalog documents', () => {
    it('reads a document its reader may open, with the source and page-numbered chunks', async () => {
      const seller = randomUUID();
      const documentId = await documents.document(seller, 'Cell biology', chunks);
      await expect(client.documentChunks(documentId, { userId: seller, isAdmin: false })).resolves.toEqual({
        source: { kind: 'document', id: documentId, title: 'Cell biology', pageCount: 3 },
        chunks: [
          { index: 0, pageFrom: 1, pageTo: 2, text: 'Mitochondria make ATP.' },
          { index: 1, pageFrom: 2, pageTo: 3, text: 'The Krebs cycle runs in the matrix.' },
        ],
      });
    });

    it('lets buyers and admins read it, tells anyone else it was not found, and gives the corpus view', async () => {
      const documentId = await documents.document(randomUUID(), 'Organic chemistry', chunks);
      const buyer = randomUUID();
      const stranger = randomUUID();
      await documents.buyer(documentId, buyer);
      await expect(client.documentChunks(documentId, { userId: buyer, isAdmin: false })).resolves.toMatchObject({
        source: { id: documentId },
      });
      await expect(client.documentChunks(documentId, { userId: stranger, isAdmin: true })).resolves.toMatchObject({
        source: { id: documentId },
      });
      const refused = await refusal(client.documentChunks(documentId, { userId: stranger, isAdmin: false }));
      expect(refused).toMatchObject({ code: 'DOCUMENT_NOT_FOUND', status: 404, message: 'Document not found' });
      await expect(client.documentChunks(documentId)).resolves.toMatchObject({ chunks: [{}, {}] });
      expect(await refusal(client.documentChunks(randomUUID()))).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    });

    it('says a document is still being processed, or why its processing failed', async () => {
      const seller = randomUUID();
      const processing = await documents.document(seller, 'Draft', [], 'EXTRACTING_TEXT');
      expect(await refusal(client.documentChunks(processing))).toMatchObject({
        code: 'DOCUMENT_STILL_PROCESSING',
        status: 409,
        message: 'This file is still being processed. Please try again in a minute.',
      });
      const failed = await documents.document(seller, 'Broken', [], 'FAILED', 'The document has no pages.');
      expect(await refusal(client.documentChunks(failed))).toMatchObject({
        code: 'DOCUMENT_PROCESSING_FAILED',
        status: 409,
        message: 'The document has no pages.',
      });
    });
  });

  describe('study files', () => {
    it('reads a study file for its owner only', async () => {
      const owner = randomUUID();
      const fileId = await documents.studyFile(owner, 'Lecture 4.pdf', chunks);
      await expect(client.studyFileChunks(fileId, owner)).resolves.toEqual({
        source: { kind: 'study-file', id: fileId, title: 'Lecture 4.pdf', pageCount: 3 },
        chunks: [
          { index: 0, pageFrom: 1, pageTo: 2, text: 'Mitochondria make ATP.' },
          { index: 1, pageFrom: 2, pageTo: 3, text: 'The Krebs cycle runs in the matrix.' },
        ],
      });
      expect(await refusal(client.studyFileChunks(fileId, randomUUID()))).toMatchObject({
        code: 'DOCUMENT_NOT_FOUND',
        status: 404,
      });
      expect(await refusal(client.studyFileChunks('not-a-uuid', owner))).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    });

    it('says a study file is still being processed, or why it failed', async () => {
      const owner = randomUUID();
      const processing = await documents.studyFile(owner, 'New.pdf', [], 'PROCESSING');
      expect(await refusal(client.studyFileChunks(processing, owner))).toMatchObject({
        code: 'DOCUMENT_STILL_PROCESSING',
      });
      const reason = 'We could not find any text in this file (it may be scanned pages).';
      const failed = await documents.studyFile(owner, 'Scan.pdf', [], 'FAILED', reason);
      expect(await refusal(client.studyFileChunks(failed, owner))).toMatchObject({
        code: 'DOCUMENT_PROCESSING_FAILED',
        message: reason,
      });
    });
  });

  it('answers 503 DOCUMENT_TEXT_UNAVAILABLE when the call is refused as unsigned or cannot be made', async () => {
    const owner = randomUUID();
    const fileId = await documents.studyFile(owner, 'Notes.pdf', chunks);
    expect(await refusal(clientWith(documents.url, 'not-the-secret').studyFileChunks(fileId, owner))).toMatchObject({
      code: 'DOCUMENT_TEXT_UNAVAILABLE',
      status: 503,
    });
    expect(await refusal(clientWith('http://127.0.0.1:9').studyFileChunks(fileId, owner))).toMatchObject({
      code: 'DOCUMENT_TEXT_UNAVAILABLE',
      status: 503,
    });
  });
});
