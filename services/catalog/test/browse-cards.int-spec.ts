import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@studyhub/platform/testing';
import { loadDocumentSummaries } from '../src/documents/document-summaries';
import { catalogService } from '../src/service';
import { insertCourse, insertUniversity } from './support/catalog.factory';
import { insertDocument, insertSubject } from './support/documents.factory';

describe('loadDocumentSummaries', () => {
  let service: TestService;
  const seller = randomUUID();
  const stranger = randomUUID();
  let subjectId: string;
  let universityId: string;
  let courseId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService(catalogService);
    const ds = service.kernel.dataSource;
    subjectId = await insertSubject(ds, 'Cardology');
    universityId = (await insertUniversity(ds, { name: 'Card University' })).id;
    courseId = (await insertCourse(ds, universityId, { name: 'Card Design' })).id;
    await ds.query(`INSERT INTO user_profiles (user_id, full_name, avatar_url) VALUES ($1, 'Sally Seller', $2)`, [
      seller,
      'https://example.org/sally.png',
    ]);
    ids.full = (
      await insertDocument(ds, {
        title: 'Card Anatomy',
        sellerId: seller,
        subjectId,
        universityId,
        courseId,
        priceCents: 1250,
        typeId: 2,
      })
    ).id;
    ids.pending = (
      await insertDocument(ds, { title: 'Card Draft', sellerId: seller, subjectId, status: 'PENDING' })
    ).id;
    ids.unknownSeller = (await insertDocument(ds, { title: 'Card Mystery', sellerId: stranger, subjectId })).id;
  });

  afterAll(async () => service?.close());

  it('answers the cards in the order asked, skipping ids that match nothing', async () => {
    const cards = await loadDocumentSummaries(service.kernel.dataSource.manager, [
      ids.unknownSeller!,
      randomUUID(),
      ids.full!,
      ids.pending!,
    ]);
    expect(cards.map((card) => card.id)).toEqual([ids.unknownSeller, ids.full, ids.pending]);
  });

  it('fills relations, the seller from the read copy, dollars and the status name', async () => {
    const [card] = await loadDocumentSummaries(service.kernel.dataSource.manager, [ids.full!]);
    expect(card).toMatchObject({
      title: 'Card Anatomy',
      price: 12.5,
      status: 'APPROVED',
      document_type: { id: 2, name: 'Flashcards' },
      subject: { id: subjectId, name: 'Cardology', slug: 'cardology' },
      university: { id: universityId, name: 'Card University', slug: 'card-university' },
      course: { id: courseId, name: 'Card Design', slug: 'card-design', level: 'undergraduate' },
      textbook: null,
      user: { id: seller, full_name: 'Sally Seller', avatar_url: 'https://example.org/sally.png' },
    });
    expect(new Date(card!.created_at).toISOString()).toBe(card!.created_at);
  });

  it('shows a seller the read copy does not know with an empty name and no avatar', async () => {
    const [card] = await loadDocumentSummaries(service.kernel.dataSource.manager, [ids.unknownSeller!]);
    expect(card?.user).toEqual({ id: stranger, full_name: '', avatar_url: null });
  });

  it('answers no cards for no ids', async () => {
    expect(await loadDocumentSummaries(service.kernel.dataSource.manager, [])).toEqual([]);
  });
});
