import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../../src/service';
import { insertCourse, insertUniversity } from './catalog.factory';
import { insertDocument, insertSubject, type DocumentFixture } from './documents.factory';

/** The seeded documents of the documents suites, by the name the tests use. */
export type SeededDocument =
  | 'woodcut'
  | 'engraving'
  | 'lino'
  | 'sameCourse'
  | 'otherSubject'
  | 'pending'
  | 'rejected'
  | 'calculus'
  | `bulk${0 | 1 | 2 | 3 | 4 | 5}`;

export interface CallOptions {
  as?: string;
  role?: 'admin';
  body?: unknown;
}

/**
 * The catalog the documents suites share: one seller's printmaking documents in two subjects and
 * two courses of one university (approved, pending and rejected), with a buyer and an admin. The
 * ids are known at once; the service, subjects and documents once `start` has run (in beforeAll).
 */
export class DocumentsWorld {
  readonly seller = randomUUID();
  readonly buyer = randomUUID();
  readonly admin = randomUUID();
  readonly docs = {} as Record<SeededDocument, { id: string; slug: string }>;
  service!: TestService;
  tokens!: TestTokenIssuer;
  subjectId!: string;
  otherSubjectId!: string;
  university!: { id: string; slug: string };
  course!: { id: string };
  otherCourse!: { id: string };

  /** Calls the service as `as` (a user, or an admin with `role`), or anonymously; parses the JSON answer. */
  readonly call = async <T>(method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.as) {
      headers.authorization = `Bearer ${await this.tokens.sign({ userId: options.as, role: options.role ?? 'user' })}`;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.service.baseUrl}${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  async start(): Promise<void> {
    this.tokens = await createTestTokenIssuer();
    this.service = await startTestService(catalogService, { verifier: this.tokens.verifier });
    const ds = this.service.kernel.dataSource;
    this.subjectId = await insertSubject(ds, 'Xylography Studies');
    this.otherSubjectId = await insertSubject(ds, 'Quibbleology');
    this.university = await insertUniversity(ds, { name: 'Zantheon University', countryCode: 'GB' });
    this.course = await insertCourse(ds, this.university.id, { name: 'Zantheon Printmaking' });
    this.otherCourse = await insertCourse(ds, this.university.id, { name: 'Zantheon Sculpture' });
    const make = async (key: SeededDocument, fixture: Partial<DocumentFixture> & { title: string }) => {
      this.docs[key] = await insertDocument(ds, { sellerId: this.seller, subjectId: this.subjectId, ...fixture });
    };
    await make('woodcut', {
      title: 'Woodcut Techniques Handbook',
      downloads: 50,
      priceCents: 0,
      courseId: this.course.id,
      universityId: this.university.id,
      rating: 4.5,
      publishedDaysAgo: 5,
    });
    await make('engraving', {
      title: 'Engraving and Etching Basics',
      downloads: 120,
      priceCents: 999,
      typeId: 1,
      rating: 3,
      publishedDaysAgo: 1,
    });
    await make('lino', {
      title: 'Linocut Printing Workshop Notes',
      downloads: 10,
      priceCents: 299,
      courseId: this.otherCourse.id,
      universityId: this.university.id,
      publishedDaysAgo: 10,
    });
    await make('sameCourse', {
      title: 'Printmaking Course Summary',
      downloads: 5,
      courseId: this.course.id,
      universityId: this.university.id,
      publishedDaysAgo: 3,
    });
    await make('otherSubject', {
      title: 'Quibbleology Woodcut Overview',
      subjectId: this.otherSubjectId,
      downloads: 500,
    });
    await make('pending', { title: 'Woodcut Secrets Pending', status: 'PENDING' });
    await make('rejected', { title: 'Woodcut Rejected Draft', status: 'REJECTED' });
    await make('calculus', { title: 'Calculus Quickstart Guide', subjectId: this.otherSubjectId });
    for (let index = 0; index < 6; index += 1) {
      await make(`bulk${index as 0 | 1 | 2 | 3 | 4 | 5}`, {
        title: `Woodcut Practice Sheet ${index + 1}`,
        downloads: index,
      });
    }
  }

  async close(): Promise<void> {
    await this.service?.close();
  }
}
