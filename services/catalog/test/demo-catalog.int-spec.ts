import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { publishEvent, startTestService, waitUntilHandled, type TestService } from '@studyhub/platform/testing';
import { catalogService } from '../src/service';
import { envelopeOf } from './support/documents.factory';

describe('the demo catalog', () => {
  let service: TestService;
  let dataDir: string;
  const sellerId = randomUUID();

  const count = async (sql: string) =>
    (await service.kernel.dataSource.query<{ n: number }[]>(`SELECT (${sql})::int AS n`))[0]!.n;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-demo-'));
    service = await startTestService(catalogService, { env: { DATA_DIR: dataDir } });
    const registered = envelopeOf('user.registered.v1', {
      userId: sellerId,
      email: 'seller@studyhub.local',
      fullName: 'Demo Seller',
      role: 'user',
      method: 'seed',
    });
    await publishEvent(service, registered);
    await waitUntilHandled(service, registered.id);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds real universities, subjects with icons and colours, textbooks and public questions', async () => {
    expect(await count(`SELECT count(*) FROM universities WHERE status = 'approved'`)).toBeGreaterThanOrEqual(100);
    expect(await count(`SELECT count(DISTINCT country_id) FROM universities`)).toBeGreaterThanOrEqual(20);
    expect(await count(`SELECT count(*) FROM subjects WHERE icon_name <> '' AND color ~ '^#'`)).toBeGreaterThanOrEqual(
      20,
    );
    expect(await count(`SELECT count(*) FROM document_types`)).toBe(10);
    expect(await count(`SELECT count(*) FROM textbooks WHERE isbn IS NOT NULL`)).toBeGreaterThanOrEqual(10);
    expect(await count(`SELECT count(*) FROM homework_questions WHERE is_public`)).toBeGreaterThanOrEqual(40);
  });

  it('announces each demo document like an uploaded one, so other services know its seller', async () => {
    const documents = await count(`SELECT count(*) FROM documents WHERE user_id = '${sellerId}'`);
    const approved = await count(
      `SELECT count(*) FROM documents WHERE user_id = '${sellerId}' AND status_id = ${1}`,
    );
    expect(await count(`SELECT count(*) FROM outbox WHERE event_type = 'document.submitted.v1'`)).toBe(documents);
    expect(await count(`SELECT count(*) FROM outbox WHERE event_type = 'document.approved.v1'`)).toBe(approved);
    expect(
      await count(
        `SELECT count(*) FROM outbox WHERE event_type = 'document.approved.v1' AND envelope->'data'->>'sellerId' <> '${sellerId}'`,
      ),
    ).toBe(0);
  });

  it('gives the demo seller at least 60 approved documents of every type, some free, with ratings', async () => {
    expect(
      await count(`SELECT count(*) FROM documents WHERE user_id = '${sellerId}' AND status_id = 1`),
    ).toBeGreaterThanOrEqual(60);
    expect(await count(`SELECT count(DISTINCT document_type_id) FROM documents WHERE status_id = 1`)).toBe(10);
    expect(await count(`SELECT count(*) FROM documents WHERE status_id = 1 AND price_cents = 0`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM documents WHERE review_count > 0`)).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) FROM documents WHERE status_id = 2`)).toBeGreaterThan(0);
    // Counters follow the approved documents only.
    expect(await count(`SELECT sum(document_count) FROM subjects`)).toBe(
      await count(`SELECT count(*) FROM documents WHERE status_id = 1`),
    );
  });

  it('writes a real multi-page PDF, a shorter preview and a cover for each document', async () => {
    const [row] = await service.kernel.dataSource.query<
      {
        original_file_path: string;
        preview_file_path: string;
        card_image_path: string;
        page_count: number;
        preview_page_count: number;
      }[]
    >(
      `SELECT original_file_path, preview_file_path, card_image_path, page_count, preview_page_count
         FROM documents ORDER BY slug LIMIT 1`,
    );
    const storage = path.join(dataDir, 'storage');
    const original = await PDFDocument.load(await readFile(path.join(storage, 'originals', row!.original_file_path)));
    expect(original.getPageCount()).toBe(row!.page_count);
    expect(row!.page_count).toBeGreaterThanOrEqual(4);
    const previewKey = row!.preview_file_path.replace('/api/storage/document-previews/', '');
    const preview = await PDFDocument.load(await readFile(path.join(storage, 'document-previews', previewKey)));
    expect(preview.getPageCount()).toBe(row!.preview_page_count);
    expect([2, 3]).toContain(row!.preview_page_count);
    expect(
      existsSync(path.join(storage, 'cover-images', row!.card_image_path.replace('/api/storage/cover-images/', ''))),
    ).toBe(true);
  });

  it('adds nothing when the registration arrives again', async () => {
    const before = await count(`SELECT count(*) FROM documents`);
    const again = envelopeOf('user.registered.v1', {
      userId: sellerId,
      email: 'seller@studyhub.local',
      fullName: 'Demo Seller',
      role: 'user',
      method: 'seed',
    });
    await publishEvent(service, again);
    await waitUntilHandled(service, again.id);
    expect(await count(`SELECT count(*) FROM documents`)).toBe(before);
  });
});
