import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { aiToolsService } from '../src/service';

describe('ai-tools: authorization matrix', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'authz-ai-tools-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(aiToolsService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
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
