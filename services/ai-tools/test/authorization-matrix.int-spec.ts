import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';

describe('ai-tools: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(aiToolsService);
    tokens = service.tokens;
  });

  afterAll(async () => {
    await service?.close();
  });

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });

  describe('private data', () => {
    const send = async (method: string, path: string, token: string, body?: unknown) => {
      const response = await fetch(`${service.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as { data: { id: string } } };
    };

    it("shows no one else a user's papers, flashcard decks or chat sessions", async () => {
      const ownerId = randomUUID();
      const owner = await tokens.sign({ userId: ownerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const secret = `private-${randomUUID()}`;
      const paper = (await send('POST', '/papers', owner, { title: secret, content: `<p>${secret}</p>` })).body.data;
      const deck = (
        await send('POST', '/flashcards/decks', owner, { title: secret, cards: [{ front: secret, back: secret }] })
      ).body.data;
      const sessionId = randomUUID();
      await service.kernel.dataSource.query(
        `INSERT INTO chat_sessions (id, user_id, source_kind, source_id, title, page_count)
         VALUES ($1, $2, 'document', $3, $4, 1)`,
        [sessionId, ownerId, randomUUID(), secret],
      );
      for (const path of [
        `/papers/${paper.id}`,
        `/flashcards/decks/${deck.id}`,
        `/document-chat/sessions/${sessionId}`,
      ]) {
        expect([path, (await send('GET', path, owner)).status]).toEqual([path, 200]);
      }

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [secret, paper.id, deck.id, sessionId],
        refused: [
          { method: 'GET', path: `/papers/${paper.id}` },
          { method: 'GET', path: `/papers/${paper.id}/versions` },
          { method: 'GET', path: `/papers/${paper.id}/versions/1` },
          { method: 'DELETE', path: `/papers/${paper.id}` },
          { method: 'GET', path: `/flashcards/decks/${deck.id}` },
          { method: 'GET', path: `/flashcards/decks/${deck.id}/due` },
          { method: 'GET', path: `/flashcards/decks/${deck.id}/export` },
          { method: 'POST', path: `/flashcards/decks/${deck.id}/copy`, body: {} },
          { method: 'DELETE', path: `/flashcards/decks/${deck.id}` },
          { method: 'GET', path: `/document-chat/sessions/${sessionId}` },
          { method: 'POST', path: `/document-chat/sessions/${sessionId}/messages`, body: { content: 'Why?' } },
          { method: 'DELETE', path: `/document-chat/sessions/${sessionId}` },
        ],
        listed: [
          { method: 'GET', path: '/papers' },
          { method: 'GET', path: '/flashcards/decks' },
          { method: 'GET', path: '/document-chat/sessions' },
        ],
      });
      expect(leaks).toEqual([]);
      expect((await send('GET', `/papers/${paper.id}`, owner)).status).toBe(200);
    });
  });
});
