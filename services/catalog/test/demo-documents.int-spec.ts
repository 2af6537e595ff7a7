import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createObjectStorage, localStorageRoot } from '@studyhub/platform';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import { seedDemoDocuments } from '../src/seed/demo-documents';
import { catalogService } from '../src/service';

interface SeededDocument {
  id: string;
  title: string;
  description: string;
  price_cents: number;
  points_price: number;
  status_id: number;
  approved_at: Date | null;
  published_at: Date | null;
  page_count: number;
  preview_page_count: number;
  original_file_path: string;
  preview_file_path: string;
  card_image_path: string;
  rating_sum: number;
  review_count: number;
  average_rating: string;
  university_id: string | null;
  course_id: string | null;
  textbook_id: string | null;
}

describe('seedDemoDocuments', () => {
  let service: TestService;
  let dataDir: string;
  const seller = { userId: randomUUID(), fullName: 'Demo Seller' };
  let firstRun: number;
  let documents: SeededDocument[];

  const query = <T>(sql: string, params: unknown[] = []) => service.kernel.dataSource.query<T[]>(sql, params);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-demo-documents-'));
    service = await startTestService(catalogService);
    const storage = createObjectStorage({ DATA_DIR: dataDir });
    firstRun = await service.kernel.dataSource.transaction((manager) => seedDemoDocuments(manager, seller, storage));
    documents = await query<SeededDocument>(`SELECT * FROM documents WHERE user_id = $1 ORDER BY slug`, [
      seller.userId,
    ]);
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adds at least 60 approved documents by the seller and a profile with their name', async () => {
    expect(firstRun).toBe(documents.length);
    expect(documents.filter((document) => document.status_id === 1).length).toBeGreaterThanOrEqual(60);
    const [profile] = await query<{ full_name: string }>(`SELECT full_name FROM user_profiles WHERE user_id = $1`, [
      seller.userId,
    ]);
    expect(profile?.full_name).toBe('Demo Seller');
  });

  it('prices them variously, some free, with points at ten per dollar', () => {
    const prices = new Set(documents.map((document) => document.price_cents));
    expect(prices.has(0)).toBe(true);
    expect(prices.size).toBeGreaterThanOrEqual(5);
    for (const document of documents) {
      expect(document.points_price).toBe(Math.round(document.price_cents / 10));
    }
  });

  it('spreads approval over the last months and places documents at universities, courses and textbooks', () => {
    const approved = documents.filter((document) => document.status_id === 1);
    const ages = approved.map((document) => (Date.now() - document.approved_at!.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(90);
    expect(Math.min(...ages)).toBeLessThan(14);
    expect(approved.every((document) => document.published_at?.getTime() === document.approved_at?.getTime())).toBe(
      true,
    );
    expect(approved.filter((document) => document.course_id !== null).length).toBe(approved.length);
    expect(approved.filter((document) => document.textbook_id !== null).length).toBeGreaterThan(approved.length / 3);
    expect(approved.every((document) => document.description.length > 80)).toBe(true);
  });

  it('keeps each rating consistent with its reviews, written by people who hold the document', async () => {
    const reviewed = documents.filter((document) => document.review_count > 0);
    expect(reviewed.length).toBeGreaterThan(10);
    for (const document of reviewed) {
      const [reviews] = await query<{ n: number; total: number; holders: number }>(
        `SELECT count(*)::int AS n, sum(r.rating)::int AS total,
                count(ud.user_id)::int AS holders
           FROM document_reviews r LEFT JOIN user_documents ud ON ud.user_id = r.user_id AND ud.document_id = r.document_id
          WHERE r.document_id = $1`,
        [document.id],
      );
      expect(reviews).toEqual({ n: document.review_count, total: document.rating_sum, holders: document.review_count });
      expect(Number(document.average_rating)).toBeCloseTo(document.rating_sum / document.review_count, 2);
    }
  });

  it('writes a real PDF, a preview of its first pages and a cover for every document', async () => {
    const root = localStorageRoot(dataDir);
    for (const document of documents) {
      expect(existsSync(path.join(root, 'originals', document.original_file_path))).toBe(true);
      expect(document.preview_file_path).toBe(`/api/storage/document-previews/${document.id}/preview.pdf`);
      expect(existsSync(path.join(root, 'document-previews', document.id, 'preview.pdf'))).toBe(true);
      expect(document.card_image_path).toBe(`/api/storage/cover-images/${document.id}/cover.webp`);
      expect(existsSync(path.join(root, 'cover-images', document.id, 'cover.webp'))).toBe(true);
      expect(document.page_count).toBeGreaterThanOrEqual(4);
    }
    const sample = documents[0]!;
    const pdf = await PDFDocument.load(await readFile(path.join(root, 'originals', sample.original_file_path)));
    expect(pdf.getPageCount()).toBe(sample.page_count);
    expect(pdf.getTitle()).toBe(sample.title.replace(/[’]/g, "'"));
  });

  it('adds nothing on a second run', async () => {
    const storage = createObjectStorage({ DATA_DIR: dataDir });
    const again = await service.kernel.dataSource.transaction((manager) => seedDemoDocuments(manager, seller, storage));
    expect(again).toBe(0);
    const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE user_id = $1`, [
      seller.userId,
    ]);
    expect(count?.n).toBe(documents.length);
  });
});
