import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { localStorageRoot } from '@studyhub/platform';
import type {
  AdminCourseResponse,
  ApiData,
  ApiError,
  ApiList,
  ExternalUniversityResponse,
  SubjectResponse,
  TaxonomyUsage,
  TextbookResponse,
  UniversityResponse,
} from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

type Caller = 'anonymous' | 'user' | 'admin';

describe('admin taxonomy: lists, usage, images and the universities dataset', () => {
  let dataDir: string;
  let service: TestService;
  let tokens: TestTokenIssuer;
  const admin = randomUUID();
  const student = randomUUID();
  const seller = randomUUID();

  const headersOf = async (as: Caller): Promise<Record<string, string>> => {
    if (as === 'anonymous') return {};
    const token = await tokens.sign({
      userId: as === 'user' ? student : admin,
      role: as === 'user' ? 'user' : 'admin',
    });
    return { authorization: `Bearer ${token}` };
  };

  const call = async <T>(method: string, route: string, body?: unknown, as: Caller = 'admin') => {
    const headers = { accept: 'application/json', ...(await headersOf(as)) };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...headers, 'content-type': 'application/json' };
    }
    const response = await fetch(`${service.baseUrl}${route}`, init);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: (isJson && text ? JSON.parse(text) : null) as T,
    };
  };

  const upload = async <T>(route: string, bytes: Buffer, type: string, as: Caller = 'admin') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'picture');
    const response = await fetch(`${service.baseUrl}${route}`, {
      method: 'POST',
      headers: await headersOf(as),
      body: form,
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  const createUniversity = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await call<ApiData<UniversityResponse>>('POST', '/admin/universities', {
      name,
      country: 'KE',
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body.data;
  };

  const storedFileOf = (url: string, area: string) => {
    const prefix = `/api/storage/${area}/`;
    expect(url.startsWith(prefix)).toBe(true);
    return path.join(localStorageRoot(dataDir), area, ...url.slice(prefix.length).split('/'));
  };

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-taxonomy-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('who may call the new routes', () => {
    const routes: [string, string][] = [
      ['GET', `/admin/universities/${randomUUID()}/usage`],
      ['POST', `/admin/universities/${randomUUID()}/logo`],
      ['DELETE', `/admin/universities/${randomUUID()}/logo`],
      ['GET', `/admin/subjects/${randomUUID()}/usage`],
      ['GET', `/admin/courses/${randomUUID()}/usage`],
      ['GET', `/admin/textbooks/${randomUUID()}/usage`],
      ['POST', `/admin/textbooks/${randomUUID()}/cover`],
      ['GET', '/admin/universities?format=csv'],
    ];

    it.each(routes)('%s %s answers 403 to a signed-in non-admin and 401 to a visitor', async (method, route) => {
      const asUser = await call<ApiError>(method, route, undefined, 'user');
      expect(asUser.status).toBe(403);
      expect(asUser.body.error.message).toBe('Unauthorized: Admin access required');
      expect((await call(method, route, undefined, 'anonymous')).status).toBe(401);
    });
  });

  describe('universities list', () => {
    it('filters by country and category, sorts by name ascending unless told, and exports CSV', async () => {
      const zeta = await createUniversity('Vellmore Zeta College', { categories: ['Engineering'] });
      const alpha = await createUniversity('Vellmore Alpha College', { categories: ['engineering', 'arts'] });
      await createUniversity('Vellmore Beta College', { country: 'NG', categories: ['engineering'] });
      await call('POST', `/admin/universities/${zeta.id}/approve`);

      const kenyan = await call<ApiList<UniversityResponse>>(
        'GET',
        '/admin/universities?search=vellmore&country=ke&category=Engineering',
      );
      expect(kenyan.status).toBe(200);
      expect(kenyan.body.meta).toEqual({ page: 1, limit: 10, total: 2 });
      expect(kenyan.body.data.map((university) => university.id)).toEqual([alpha.id, zeta.id]);

      const descending = await call<ApiList<UniversityResponse>>(
        'GET',
        '/admin/universities?search=vellmore&sort=name&order=desc&limit=2',
      );
      expect(descending.body.data.map((university) => university.name)).toEqual([
        'Vellmore Zeta College',
        'Vellmore Beta College',
      ]);
      expect(descending.body.meta.total).toBe(3);

      const refused = await call<ApiError>('GET', '/admin/universities?sort=password');
      expect(refused.status).toBe(400);

      const csv = await call('GET', '/admin/universities?search=vellmore&country=KE&format=csv');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Name,Slug,Status,Type,Country,Country code,Categories,Documents,Courses,Created');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
        'Vellmore Alpha College',
        'Vellmore Zeta College',
      ]);
    });
  });

  describe('audit trail', () => {
    const recordsOf = (targetId: string) =>
      service.kernel.dataSource.query<{ data: Record<string, unknown> }[]>(
        `SELECT envelope->'data' AS data FROM outbox
          WHERE event_type = 'admin.action-recorded.v1' AND envelope->'data'->>'targetId' = $1
          ORDER BY id`,
        [targetId],
      );

    it("records every write with who, what, before and after, in the write's transaction", async () => {
      const university = await createUniversity('Vellmore Audited University');
      await call('POST', `/admin/universities/${university.id}/approve`);
      await call('DELETE', `/admin/universities/${university.id}`);
      const records = (await recordsOf(university.id)).map((row) => row.data);
      expect(records.map((record) => record.action)).toEqual([
        'university.created',
        'university.approved',
        'university.deleted',
      ]);
      expect(records[1]).toMatchObject({
        actorId: admin,
        targetType: 'university',
        summary: 'Approved university Vellmore Audited University',
        before: { status: 'pending' },
        after: { status: 'approved' },
      });
      expect(records[0]?.before).toBeNull();
      expect(records[2]).toMatchObject({ before: { name: 'Vellmore Audited University' }, after: null });
    });

    it('records nothing for a refused write', async () => {
      const subject = await call<ApiData<SubjectResponse>>('POST', '/admin/subjects', { name: 'Vellmore Refused' });
      await insertDocument(service.kernel.dataSource, {
        title: 'Vellmore Refused Notes',
        sellerId: seller,
        subjectId: subject.body.data.id,
      });
      expect((await call('DELETE', `/admin/subjects/${subject.body.data.id}`)).status).toBe(409);
      expect((await recordsOf(subject.body.data.id)).map((row) => row.data.action)).toEqual(['subject.created']);
    });
  });

  describe('deleting what is in use', () => {
    it('names documents and courses of a university, and shows the same counts before deleting', async () => {
      const university = await createUniversity('Vellmore Busy University');
      const subjectId = await insertSubject(service.kernel.dataSource, 'Vellmore Busy Subject');
      for (const name of ['First Course', 'Second Course']) {
        await call('POST', '/admin/courses', { university_id: university.id, name });
      }
      for (const title of ['Vellmore Notes One', 'Vellmore Notes Two']) {
        await insertDocument(service.kernel.dataSource, {
          title,
          sellerId: seller,
          subjectId,
          universityId: university.id,
        });
      }
      const usage = await call<ApiData<TaxonomyUsage>>('GET', `/admin/universities/${university.id}/usage`);
      expect(usage.body.data).toEqual({ documents: 2, courses: 2 });
      const refused = await call<ApiError>('DELETE', `/admin/universities/${university.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'This university has 2 documents and 2 courses; move or delete them first.',
      );
      expect((await call('GET', `/admin/universities/${university.id}`)).status).toBe(200);
    });

    it('refuses a university whose only use is a course, and deletes it once the course is gone', async () => {
      const university = await createUniversity('Vellmore Course Only University');
      const course = await call<ApiData<AdminCourseResponse>>('POST', '/admin/courses', {
        university_id: university.id,
        name: 'Lonely Course',
      });
      expect(course.body.data.university).toEqual({ id: university.id, name: university.name, slug: university.slug });
      const refused = await call<ApiError>('DELETE', `/admin/universities/${university.id}`);
      expect(refused.body.error.message).toBe('This university has 1 course; move or delete it first.');
      expect((await call('DELETE', `/admin/courses/${course.body.data.id}`)).status).toBe(200);
      expect((await call('DELETE', `/admin/universities/${university.id}`)).status).toBe(200);
    });

    it('names the textbooks and homework questions of a subject', async () => {
      const subject = await call<ApiData<SubjectResponse>>('POST', '/admin/subjects', { name: 'Vellmore Botany' });
      await call('POST', '/admin/textbooks', {
        title: 'Vellmore Flora',
        author: 'Ada Quill',
        subject_id: subject.body.data.id,
      });
      await service.kernel.dataSource.query(
        `INSERT INTO homework_questions (slug, question, subject_id) VALUES ($1, $2, $3)`,
        [`vellmore-question-${Date.now()}`, 'Why are leaves green?', subject.body.data.id],
      );
      const refused = await call<ApiError>('DELETE', `/admin/subjects/${subject.body.data.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'This subject has 1 textbook and 1 homework question; move or delete them first.',
      );
    });
  });

  describe('logo and cover uploads', () => {
    it('stores a logo as a WebP within 512 px, replaces the old file, and removes it on request', async () => {
      const university = await createUniversity('Vellmore Logo University');
      const first = await upload<ApiData<UniversityResponse>>(
        `/admin/universities/${university.id}/logo`,
        await png(1024, 256),
        'image/png',
      );
      expect(first.status).toBe(200);
      const firstUrl = first.body.data.logo_url!;
      expect(firstUrl).toMatch(
        new RegExp(`^/api/storage/assets/university-logos/${university.id}/[0-9a-f]{32}\\.webp$`),
      );
      const stored = await sharp(await readFile(storedFileOf(firstUrl, 'assets'))).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 512, height: 128 });

      const second = await upload<ApiData<UniversityResponse>>(
        `/admin/universities/${university.id}/logo`,
        await png(200, 200),
        'image/png',
      );
      expect(second.body.data.logo_url).not.toBe(firstUrl);
      expect(existsSync(storedFileOf(firstUrl, 'assets'))).toBe(false);

      const removed = await call<ApiData<UniversityResponse>>('DELETE', `/admin/universities/${university.id}/logo`);
      expect(removed.body.data.logo_url).toBeNull();
      expect(existsSync(storedFileOf(second.body.data.logo_url!, 'assets'))).toBe(false);
    });

    it('judges the bytes, not the declared type: a text file called an image is refused', async () => {
      const university = await createUniversity('Vellmore Fake Logo University');
      const refused = await upload<ApiError>(
        `/admin/universities/${university.id}/logo`,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/png',
      );
      expect(refused.status).toBe(415);
      expect(refused.body.error.message).toBe('Please choose an image file (JPEG, PNG, WebP or GIF).');
      const tooBig = await upload<ApiError>(
        `/admin/universities/${university.id}/logo`,
        Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024)]),
        'image/png',
      );
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error.message).toBe('The image must be at most 2 MB.');
      expect(
        (await call<ApiData<UniversityResponse>>('GET', `/admin/universities/${university.id}`)).body.data.logo_url,
      ).toBeNull();
    });

    it('stores a textbook cover in the cover images area', async () => {
      const created = await call<ApiData<TextbookResponse>>('POST', '/admin/textbooks', {
        title: 'Vellmore Covered Book',
        author: 'Ada Quill',
      });
      const covered = await upload<ApiData<TextbookResponse>>(
        `/admin/textbooks/${created.body.data.id}/cover`,
        await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#336699' } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      );
      expect(covered.status).toBe(200);
      const metadata = await sharp(
        await readFile(storedFileOf(covered.body.data.cover_image!, 'cover-images')),
      ).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 900 });
    });
  });

  describe('the bundled universities dataset', () => {
    it('finds universities by name with the fields the spec lists', async () => {
      const found = await call<ApiData<ExternalUniversityResponse[]>>(
        'GET',
        '/universities/external?name=university%20of%20nairobi',
      );
      expect(found.status).toBe(200);
      const [first] = found.body.data;
      expect(first).toMatchObject({ name: 'University of Nairobi', country: 'Kenya', alpha_two_code: 'KE' });
      expect(Object.keys(first!).sort()).toEqual(
        ['alpha_two_code', 'country', 'domains', 'name', 'state-province', 'web_pages'].sort(),
      );
    });
  });
});
