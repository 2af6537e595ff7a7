import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import type {
  ApiData,
  ApiError,
  ApiList,
  CourseResponse,
  SubjectResponse,
  TextbookResponse,
  UniversityResponse,
} from '@studyhub/contracts';
import { catalogService } from '../src/service';
import { insertDocument, insertSubject } from './support/documents.factory';

interface CallOptions {
  as?: 'anonymous' | 'user' | 'admin' | 'inactive-admin';
  body?: unknown;
}

describe('admin taxonomy writes', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  const admin = randomUUID();
  const student = randomUUID();
  const seller = randomUUID();

  const call = async <T>(method: string, path: string, options: CallOptions = {}) => {
    const as = options.as ?? 'admin';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (as !== 'anonymous') {
      const token = await tokens.sign({
        userId: as === 'user' ? student : admin,
        role: as === 'user' ? 'user' : 'admin',
        status: as === 'inactive-admin' ? 'inactive' : 'active',
      });
      headers.authorization = `Bearer ${token}`;
    }
    const body = method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${service.baseUrl}${path}`, { method, headers, ...(body ? { body } : {}) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  const createUniversity = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await call<ApiData<UniversityResponse>>('POST', '/admin/universities', {
      body: { name, country: 'KE', type: 'private', categories: ['Arts', 'arts', 'research'], ...extra },
    });
    expect(created.status).toBe(201);
    return created.body.data;
  };

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier });
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('who may write', () => {
    const writes: [string, string][] = [
      ['POST', '/admin/universities'],
      ['PUT', `/admin/universities/${randomUUID()}`],
      ['DELETE', `/admin/universities/${randomUUID()}`],
      ['POST', `/admin/universities/${randomUUID()}/approve`],
      ['GET', '/admin/universities'],
      ['POST', '/admin/courses'],
      ['PUT', `/admin/courses/${randomUUID()}`],
      ['DELETE', `/admin/courses/${randomUUID()}`],
      ['POST', '/admin/subjects'],
      ['PUT', `/admin/subjects/${randomUUID()}`],
      ['DELETE', `/admin/subjects/${randomUUID()}`],
      ['POST', '/admin/textbooks'],
      ['PUT', `/admin/textbooks/${randomUUID()}`],
      ['DELETE', `/admin/textbooks/${randomUUID()}`],
    ];

    it.each(writes)('%s %s answers 401 to an anonymous caller', async (method, path) => {
      const response = await call<ApiError>(method, path, { as: 'anonymous', body: {} });
      expect(response.status).toBe(401);
    });

    it.each(writes)('%s %s answers 403 to a signed-in non-admin', async (method, path) => {
      const response = await call<ApiError>(method, path, { as: 'user', body: {} });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe('Unauthorized: Admin access required');
    });

    it('refuses an admin whose account is not active', async () => {
      const response = await call<ApiError>('POST', '/admin/subjects', {
        as: 'inactive-admin',
        body: { name: 'Inactive Admin Subject' },
      });
      expect(response.status).toBe(403);
    });
  });

  describe('universities', () => {
    it('creates a pending university whose slug is the lowercased name with hyphens for whitespace', async () => {
      const university = await createUniversity('  Quillmere   Open University ');
      expect(university).toMatchObject({
        name: 'Quillmere   Open University'.trim(),
        slug: 'quillmere-open-university',
        status: 'pending',
        type: 'private',
        categories: ['arts', 'research'],
        country: { code: 'KE' },
        document_count: 0,
        courses_count: 0,
      });
      // Pending universities are not public until approved.
      expect((await call('GET', `/universities/${university.slug}`, { as: 'anonymous' })).status).toBe(404);
      const approved = await call<ApiData<UniversityResponse>>('POST', `/admin/universities/${university.id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('approved');
      const publicRead = await call<ApiData<UniversityResponse>>('GET', `/universities/${university.slug}`, {
        as: 'anonymous',
      });
      expect(publicRead.status).toBe(200);
      expect(publicRead.body.data.id).toBe(university.id);
    });

    it('answers 409 with a clear message when the slug is taken', async () => {
      await createUniversity('Quillmere Clash College');
      const clash = await call<ApiError>('POST', '/admin/universities', {
        body: { name: 'QUILLMERE  clash college', country: 'GB' },
      });
      expect(clash.status).toBe(409);
      expect(clash.body.error.message).toBe(
        'A university with the slug "quillmere-clash-college" already exists. Choose a different name or slug.',
      );
    });

    it('lists every status for admins, pending first, with search and an exact total', async () => {
      const pending = await createUniversity('Quillmere Listing Academy');
      const approved = await createUniversity('Quillmere Listing Institute');
      await call('POST', `/admin/universities/${approved.id}/approve`);
      const list = await call<ApiList<UniversityResponse>>('GET', '/admin/universities?search=quillmere%20listing');
      expect(list.status).toBe(200);
      expect(list.body.meta.total).toBe(2);
      expect(list.body.data.map((university) => university.id)).toEqual([pending.id, approved.id]);
      const onlyPending = await call<ApiList<UniversityResponse>>(
        'GET',
        '/admin/universities?search=quillmere%20listing&status=pending',
      );
      expect(onlyPending.body.data.map((university) => university.id)).toEqual([pending.id]);
    });

    it('updates only the fields sent and keeps the slug unless one is given', async () => {
      const university = await createUniversity('Quillmere Rename University');
      const renamed = await call<ApiData<UniversityResponse>>('PUT', `/admin/universities/${university.id}`, {
        body: { name: 'Quillmere Renamed University', country: 'NG' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({
        name: 'Quillmere Renamed University',
        slug: 'quillmere-rename-university',
        type: 'private',
        country: { code: 'NG' },
      });
      const reslugged = await call<ApiData<UniversityResponse>>('PUT', `/admin/universities/${university.id}`, {
        body: { slug: 'quillmere-renamed' },
      });
      expect(reslugged.body.data.slug).toBe('quillmere-renamed');
    });

    it("answers the spec's texts for a malformed id or slug", async () => {
      const badId = await call<ApiError>('PUT', '/admin/universities/not-an-id', { body: { name: 'Anything' } });
      expect(badId.status).toBe(400);
      expect(badId.body.error.message).toBe('Invalid university ID');
      expect((await call<ApiError>('DELETE', '/admin/universities/42')).body.error.message).toBe(
        'Invalid university ID',
      );
      const university = await createUniversity('Quillmere Slug Test College');
      const badSlug = await call<ApiError>('PUT', `/admin/universities/${university.id}`, {
        body: { slug: 'Has Spaces' },
      });
      expect(badSlug.status).toBe(400);
      expect(badSlug.body.error.fields?.slug).toEqual(['Invalid university slug']);
      const badKey = await call<ApiError>('GET', '/admin/universities/bad%20slug');
      expect(badKey.status).toBe(400);
      expect(badKey.body.error.message).toBe('Invalid university slug');
    });

    it('refuses bad input and an unknown country with field errors', async () => {
      const missing = await call<ApiError>('POST', '/admin/universities', { body: { country: 'GB' } });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields?.name).toBeDefined();
      const unknown = await call<ApiError>('POST', '/admin/universities', {
        body: { name: 'Quillmere Nowhere University', country: 'QQ' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields?.country).toEqual(['No country has this code or id.']);
    });

    it('refuses to delete a university still used by documents, and deletes an unused one', async () => {
      const used = await createUniversity('Quillmere Used University');
      const subjectId = await insertSubject(service.kernel.dataSource, 'Quillmere University Subject');
      await insertDocument(service.kernel.dataSource, {
        title: 'Quillmere University Notes',
        sellerId: seller,
        subjectId,
        universityId: used.id,
        status: 'PENDING',
      });
      const refused = await call<ApiError>('DELETE', `/admin/universities/${used.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This university has 1 document; move or delete it first.');
      const unused = await createUniversity('Quillmere Unused University');
      const deleted = await call<ApiData<{ id: string }>>('DELETE', `/admin/universities/${unused.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.id).toBe(unused.id);
      expect((await call('GET', `/admin/universities/${unused.id}`)).status).toBe(404);
    });
  });

  describe('courses', () => {
    it('creates a course with the slug rule, unique within its university only', async () => {
      const first = await createUniversity('Quillmere Course University');
      const second = await createUniversity('Quillmere Second Course University');
      const created = await call<ApiData<CourseResponse>>('POST', '/admin/courses', {
        body: { university_id: first.id, name: 'Applied  Cartography', level: 'postgraduate' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        slug: 'applied-cartography',
        university_id: first.id,
        level: 'postgraduate',
        is_active: true,
      });
      const clash = await call<ApiError>('POST', '/admin/courses', {
        body: { university_id: first.id, name: 'APPLIED cartography' },
      });
      expect(clash.status).toBe(409);
      expect(clash.body.error.message).toBe(
        'The university already has a course with the slug "applied-cartography". Choose a different name or slug.',
      );
      const elsewhere = await call<ApiData<CourseResponse>>('POST', '/admin/courses', {
        body: { university_id: second.id, name: 'Applied Cartography' },
      });
      expect(elsewhere.status).toBe(201);
      const courses = await call<ApiList<CourseResponse>>('GET', `/admin/courses?university_id=${first.id}`);
      expect(courses.body.data.map((course) => course.slug)).toEqual(['applied-cartography']);
    });

    it('updates and deactivates a course, and refuses an unknown university', async () => {
      const university = await createUniversity('Quillmere Update Course University');
      const { body } = await call<ApiData<CourseResponse>>('POST', '/admin/courses', {
        body: { university_id: university.id, name: 'Map Reading' },
      });
      const updated = await call<ApiData<CourseResponse>>('PUT', `/admin/courses/${body.data.id}`, {
        body: { name: 'Advanced Map Reading', is_active: false },
      });
      expect(updated.body.data).toMatchObject({ name: 'Advanced Map Reading', slug: 'map-reading', is_active: false });
      const unknown = await call<ApiError>('POST', '/admin/courses', {
        body: { university_id: randomUUID(), name: 'Orphan Course' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields?.university_id).toEqual(['No university has this id.']);
      expect((await call<ApiError>('DELETE', '/admin/courses/nope')).body.error.message).toBe('Invalid course ID');
    });

    it('refuses to delete a course still used by documents', async () => {
      const university = await createUniversity('Quillmere Busy Course University');
      const { body } = await call<ApiData<CourseResponse>>('POST', '/admin/courses', {
        body: { university_id: university.id, name: 'Busy Course' },
      });
      const subjectId = await insertSubject(service.kernel.dataSource, 'Quillmere Course Subject');
      await insertDocument(service.kernel.dataSource, {
        title: 'Busy Course Notes',
        sellerId: seller,
        subjectId,
        universityId: university.id,
        courseId: body.data.id,
      });
      const refused = await call<ApiError>('DELETE', `/admin/courses/${body.data.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This course has 1 document; move or delete it first.');
      // Deleting the university is refused too: its course is still in use.
      expect((await call('DELETE', `/admin/universities/${university.id}`)).status).toBe(409);
    });
  });

  describe('subjects', () => {
    it('creates, updates and deletes a subject, with its icon, colour and description', async () => {
      const created = await call<ApiData<SubjectResponse>>('POST', '/admin/subjects', {
        body: {
          name: 'Astrobiology',
          acronym: 'astr',
          icon_name: 'atom',
          color: '#0EA5E9',
          description: 'Life in the universe.',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        name: 'Astrobiology',
        acronym: 'ASTR',
        slug: 'astrobiology',
        icon_name: 'atom',
        color: '#0ea5e9',
        description: 'Life in the universe.',
        document_count: 0,
      });
      const publicRead = await call<ApiData<SubjectResponse>>('GET', '/subjects/astrobiology', { as: 'anonymous' });
      expect(publicRead.body.data.id).toBe(created.body.data.id);
      const updated = await call<ApiData<SubjectResponse>>('PUT', `/admin/subjects/${created.body.data.id}`, {
        body: { description: 'The study of life beyond Earth.' },
      });
      expect(updated.body.data).toMatchObject({ description: 'The study of life beyond Earth.', icon_name: 'atom' });
      const duplicate = await call<ApiError>('POST', '/admin/subjects', { body: { name: 'Astrobiology' } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error.message).toBe('A subject with this name or slug already exists.');
      expect((await call('DELETE', `/admin/subjects/${created.body.data.id}`)).status).toBe(200);
      expect((await call('GET', '/subjects/astrobiology', { as: 'anonymous' })).status).toBe(404);
    });

    it('refuses a colour that is not hex and an icon outside the allowed set', async () => {
      const response = await call<ApiError>('POST', '/admin/subjects', {
        body: { name: 'Colourful', color: 'blue', icon_name: 'orbit' },
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(['color', 'icon_name']);
    });

    it('refuses to delete a subject still used by documents', async () => {
      const { body } = await call<ApiData<SubjectResponse>>('POST', '/admin/subjects', {
        body: { name: 'Palaeography' },
      });
      await insertDocument(service.kernel.dataSource, {
        title: 'Reading Medieval Hands',
        sellerId: seller,
        subjectId: body.data.id,
        status: 'REJECTED',
      });
      const refused = await call<ApiError>('DELETE', `/admin/subjects/${body.data.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This subject has 1 document; move or delete it first.');
    });
  });

  describe('textbooks', () => {
    const book = {
      title: 'A Field Guide to Quillmere Moths',
      author: 'Ada Quill',
      publisher: 'Quillmere Press',
      edition: '2nd',
      publication_year: 1996,
      isbn: '978-1-4028-9462-6',
      description: 'Every moth of the Quillmere valley.',
    };

    it('creates a textbook with a checked ISBN, stored without hyphens', async () => {
      const created = await call<ApiData<TextbookResponse>>('POST', '/admin/textbooks', { body: book });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        title: book.title,
        isbn: '9781402894626',
        slug: 'a-field-guide-to-quillmere-moths-2nd-edition',
        publication_year: 1996,
      });
      const publicRead = await call<ApiData<TextbookResponse>>('GET', `/textbooks/${created.body.data.slug}`, {
        as: 'anonymous',
      });
      expect(publicRead.body.data.id).toBe(created.body.data.id);
      const duplicate = await call<ApiError>('POST', '/admin/textbooks', {
        body: { ...book, edition: '3rd' },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error.message).toBe('A textbook with this ISBN already exists.');
    });

    it('refuses an ISBN with a wrong check digit', async () => {
      const response = await call<ApiError>('POST', '/admin/textbooks', {
        body: { ...book, isbn: '978-1-4028-9462-7' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.isbn).toEqual(['Enter a valid ISBN-10 or ISBN-13.']);
    });

    it('updates a textbook and refuses to delete one still used by documents', async () => {
      const subjectId = await insertSubject(service.kernel.dataSource, 'Quillmere Textbook Subject');
      const created = await call<ApiData<TextbookResponse>>('POST', '/admin/textbooks', {
        body: { title: 'Quillmere Tables', author: 'Ada Quill', isbn: '0-8044-2957-X' },
      });
      const updated = await call<ApiData<TextbookResponse>>('PUT', `/admin/textbooks/${created.body.data.id}`, {
        body: { subject_id: subjectId, rating: 4.8 },
      });
      expect(updated.body.data).toMatchObject({ subject_id: subjectId, rating: 4.8, isbn: '080442957X' });
      await insertDocument(service.kernel.dataSource, {
        title: 'Quillmere Tables Chapter Notes',
        sellerId: seller,
        subjectId,
        textbookId: created.body.data.id,
      });
      const refused = await call<ApiError>('DELETE', `/admin/textbooks/${created.body.data.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('This textbook has 1 document; move or delete it first.');
    });
  });
});
