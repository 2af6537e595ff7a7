import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
  publishEvent,
  uniqueSuffix,
  waitUntilHandled,
} from '@studyhub/platform/testing';
import type { ScholarshipFacetsResponse, ScholarshipResponse } from '@studyhub/contracts';
import { addDays, utcDateOf } from '../src/scholarships/calendar';
import { ReminderScheduler } from '../src/scholarships/reminders/reminder-scheduler';
import { seedScholarships } from '../src/scholarships/seed/scholarship-seeder';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

interface ListBody {
  data: ScholarshipResponse[];
  meta: { page: number; limit: number; total: number };
}

const today = utcDateOf(new Date());

/** A valid admin write; each test changes what it needs. */
function scholarship(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: `Test Scholarship ${randomUUID().slice(0, 8)}`,
    provider: 'Integration Test Foundation',
    description: 'A scholarship written by the integration test to check the public list and its filters.',
    amount_min_cents: 500_000,
    amount_max_cents: null,
    fields_of_study: ['engineering'],
    levels: ['undergraduate'],
    country_code: 'GB',
    country_name: 'United Kingdom',
    university: null,
    course: null,
    deadline: addDays(today, 10),
    eligibility: 'Anyone enrolled in the test suite may apply.',
    how_to_apply: 'Run the integration tests and read their output.',
    official_url: 'https://scholarships.example.org/test',
    is_published: true,
    ...overrides,
  };
}

describe('scholarships', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;
  const studentId = randomUUID();
  const otherStudentId = randomUUID();
  let studentToken: string;
  let otherStudentToken: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, {
      verifier: tokens.verifier,
      // Its own reminder queue: never the development stack's.
      env: { SCHOLARSHIP_QUEUE_PREFIX: `studyhub-test-${uniqueSuffix()}` },
    });
    adminToken = await tokens.sign({ userId: randomUUID(), role: 'admin' });
    studentToken = await tokens.sign({ userId: studentId });
    otherStudentToken = await tokens.sign({ userId: otherStudentId });
  });

  afterAll(async () => {
    await service?.app.get(ReminderScheduler).obliterate();
    await service?.close();
  });

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const create = async (overrides: Record<string, unknown> = {}): Promise<ScholarshipResponse> => {
    const response = await call('POST', '/admin/scholarships', adminToken, scholarship(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: ScholarshipResponse }).data;
  };

  const list = async (query: string, token?: string): Promise<ListBody> => {
    const response = await call('GET', `/scholarships?${query}`, token);
    expect(response.status).toBe(200);
    return (await response.json()) as ListBody;
  };

  describe('the seed', () => {
    it('publishes at least 30 open scholarships at start, once however often the service starts', async () => {
      const body = await list('limit=100');
      expect(body.meta.total).toBeGreaterThanOrEqual(30);
      expect(body.data.every((item) => item.deadline >= today && item.is_published)).toBe(true);
      expect(await seedScholarships(service.kernel.dataSource)).toEqual({ added: 0, renewed: 0 });
    });

    it('opens an untouched demo scholarship again once its deadline has passed, never one an admin edited', async () => {
      const { data } = await list('limit=2');
      const [untouched, edited] = data as [ScholarshipResponse, ScholarshipResponse];
      const { data: editedFull } = (await (
        await call('GET', `/admin/scholarships/${edited.id}`, adminToken)
      ).json()) as { data: ScholarshipResponse };
      const { id: _id, slug: _slug, is_saved: _saved, created_at: _c, updated_at: _u, ...write } = editedFull;
      await call('PUT', `/admin/scholarships/${edited.id}`, adminToken, { ...write, title: `${write.title} 2027` });
      await service.kernel.dataSource.query(
        `UPDATE scholarships SET deadline = $2::date, updated_at = created_at WHERE id = $1`,
        [untouched.id, addDays(today, -3)],
      );
      await service.kernel.dataSource.query(`UPDATE scholarships SET deadline = $2::date WHERE id = $1`, [
        edited.id,
        addDays(today, -3),
      ]);

      expect(await seedScholarships(service.kernel.dataSource)).toEqual({ added: 0, renewed: 1 });
      const rows = await service.kernel.dataSource.query<{ id: string; deadline: string }[]>(
        'SELECT id, deadline::text AS deadline FROM scholarships WHERE id = ANY ($1::uuid[])',
        [[untouched.id, edited.id]],
      );
      const deadlineOf = (id: string) => rows.find((row) => row.id === id)?.deadline ?? '';
      expect(deadlineOf(untouched.id) > today).toBe(true);
      expect(deadlineOf(edited.id)).toBe(addDays(today, -3));
    });
  });

  describe('with only the test’s scholarships', () => {
    let closingSoon: ScholarshipResponse;
    let closingLater: ScholarshipResponse;
    let openToAll: ScholarshipResponse;
    let closed: ScholarshipResponse;
    let draft: ScholarshipResponse;

    beforeAll(async () => {
      await service.kernel.dataSource.query('DELETE FROM scholarships');
      closingLater = await create({
        title: 'Oxford Later Engineering Award',
        deadline: addDays(today, 40),
        amount_min_cents: 1_000_000,
        amount_max_cents: 3_000_000,
        university: { id: null, slug: 'university-of-oxford', name: 'University of Oxford' },
        course: { id: null, slug: 'engineering', name: 'Engineering' },
        levels: ['masters'],
      });
      closingSoon = await create({
        title: 'Kenya Soon Medicine Grant',
        deadline: addDays(today, 3),
        fields_of_study: ['medicine-health'],
        country_code: 'ke',
        country_name: 'Kenya',
        amount_min_cents: 200_000,
      });
      openToAll = await create({
        title: 'Any Field Award',
        deadline: addDays(today, 20),
        fields_of_study: [],
        levels: ['undergraduate', 'phd'],
      });
      closed = await create({ title: 'Closed Yesterday Award', deadline: addDays(today, -1) });
      draft = await create({ title: 'Draft Award', is_published: false });
    });

    it('lists published open scholarships, closest deadline first', async () => {
      const body = await list('');
      expect(body.data.map((item) => item.slug)).toEqual([closingSoon.slug, openToAll.slug, closingLater.slug]);
      expect(body.meta).toEqual({ page: 1, limit: 10, total: 3 });
    });

    it('includes passed deadlines only when asked', async () => {
      const body = await list('include_closed=true');
      expect(body.data.map((item) => item.slug)).toEqual([
        closed.slug,
        closingSoon.slug,
        openToAll.slug,
        closingLater.slug,
      ]);
    });

    it('never shows a draft, in the list or by its slug', async () => {
      expect((await list('include_closed=true&limit=100')).data.map((item) => item.id)).not.toContain(draft.id);
      const response = await call('GET', `/scholarships/${draft.slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Scholarship not found' } });
    });

    it('shows a scholarship by its slug with its university and course', async () => {
      const response = await call('GET', `/scholarships/${closingLater.slug}`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: ScholarshipResponse };
      expect(data).toMatchObject({
        title: 'Oxford Later Engineering Award',
        amount_min_cents: 1_000_000,
        amount_max_cents: 3_000_000,
        university: { slug: 'university-of-oxford', name: 'University of Oxford' },
        course: { slug: 'engineering', name: 'Engineering' },
        deadline: addDays(today, 40),
        is_saved: false,
      });
    });

    it('filters by field (open-to-all included), level, country, university, amount and deadline', async () => {
      const slugs = async (query: string) => (await list(query)).data.map((item) => item.slug);
      expect(await slugs('field_of_study=medicine-health')).toEqual([closingSoon.slug, openToAll.slug]);
      expect(await slugs('level=phd')).toEqual([openToAll.slug]);
      expect(await slugs('country=KE')).toEqual([closingSoon.slug]);
      expect(await slugs('university=university-of-oxford')).toEqual([closingLater.slug]);
      // The top of a range counts: 10,000–30,000 dollars is worth at least 25,000.
      expect(await slugs('min_amount=25000')).toEqual([closingLater.slug]);
      expect(await slugs('min_amount=5000')).toEqual([openToAll.slug, closingLater.slug]);
      expect(await slugs(`deadline_before=${addDays(today, 20)}`)).toEqual([closingSoon.slug, openToAll.slug]);
      expect(await slugs('field_of_study=engineering&level=masters&country=GB')).toEqual([closingLater.slug]);
    });

    it('sorts by amount and pages', async () => {
      const byAmount = await list('sort=amount');
      expect(byAmount.data.map((item) => item.slug)).toEqual([closingLater.slug, openToAll.slug, closingSoon.slug]);
      const second = await list('limit=2&page=2');
      expect(second.data.map((item) => item.slug)).toEqual([closingLater.slug]);
      expect(second.meta).toEqual({ page: 2, limit: 2, total: 3 });
    });

    it('names bad filters and answers 400', async () => {
      const response = await call('GET', '/scholarships?level=kindergarten&min_amount=-5&deadline_before=soon&sort=x');
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields).sort()).toEqual(['deadline_before', 'level', 'min_amount', 'sort']);
    });

    it('counts open scholarships per filter value', async () => {
      const response = await call('GET', '/scholarships/facets');
      const { data } = (await response.json()) as { data: ScholarshipFacetsResponse };
      expect(data.fields_of_study.find((facet) => facet.value === 'medicine-health')?.count).toBe(1);
      expect(data.fields_of_study.find((facet) => facet.value === 'engineering')?.count).toBe(1);
      expect(data.levels.find((facet) => facet.value === 'undergraduate')?.count).toBe(2);
      expect(data.countries).toEqual([
        { value: 'KE', label: 'Kenya', count: 1 },
        { value: 'GB', label: 'United Kingdom', count: 2 },
      ]);
      expect(data.universities).toEqual([{ value: 'university-of-oxford', label: 'University of Oxford', count: 1 }]);
    });

    describe('saving', () => {
      it('needs a signed-in user', async () => {
        expect((await call('PUT', `/scholarships/${openToAll.id}/saved`)).status).toBe(401);
        expect((await call('GET', '/scholarships/saved')).status).toBe(401);
      });

      it('saves once, shows it as saved only to its student, and unsaves', async () => {
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const response = await call('PUT', `/scholarships/${openToAll.id}/saved`, studentToken);
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({ data: { scholarship_id: openToAll.id, saved: true } });
        }
        await call('PUT', `/scholarships/${closingSoon.id}/saved`, studentToken);

        const saved = (await (await call('GET', '/scholarships/saved', studentToken)).json()) as ListBody;
        expect(saved.data.map((item) => item.slug)).toEqual([closingSoon.slug, openToAll.slug]);
        expect(saved.data.every((item) => item.is_saved)).toBe(true);
        expect(saved.meta.total).toBe(2);

        const othersSaved = (await (await call('GET', '/scholarships/saved', otherStudentToken)).json()) as ListBody;
        expect(othersSaved.data).toEqual([]);
        expect(
          (await list('', studentToken)).data
            .filter((item) => item.is_saved)
            .map((item) => item.id)
            .sort(),
        ).toEqual([closingSoon.id, openToAll.id].sort());
        expect((await list('', otherStudentToken)).data.some((item) => item.is_saved)).toBe(false);

        const unsaved = await call('DELETE', `/scholarships/${openToAll.id}/saved`, studentToken);
        expect(await unsaved.json()).toEqual({ data: { scholarship_id: openToAll.id, saved: false } });
        const after = (await (await call('GET', '/scholarships/saved', studentToken)).json()) as ListBody;
        expect(after.data.map((item) => item.id)).toEqual([closingSoon.id]);
      });

      it('refuses a draft, an unknown id and a malformed id', async () => {
        expect((await call('PUT', `/scholarships/${draft.id}/saved`, studentToken)).status).toBe(404);
        expect((await call('PUT', `/scholarships/${randomUUID()}/saved`, studentToken)).status).toBe(404);
        const malformed = await call('PUT', '/scholarships/not-an-id/saved', studentToken);
        expect(malformed.status).toBe(400);
        expect(await malformed.json()).toMatchObject({ error: { message: 'Invalid scholarship ID' } });
      });

      it('hides a saved scholarship once it is unpublished', async () => {
        await call('PUT', `/scholarships/${closingLater.id}/saved`, otherStudentToken);
        await call('POST', `/admin/scholarships/${closingLater.id}/unpublish`, adminToken);
        const saved = (await (await call('GET', '/scholarships/saved', otherStudentToken)).json()) as ListBody;
        expect(saved.data).toEqual([]);
        await call('POST', `/admin/scholarships/${closingLater.id}/publish`, adminToken);
        const again = (await (await call('GET', '/scholarships/saved', otherStudentToken)).json()) as ListBody;
        expect(again.data.map((item) => item.id)).toEqual([closingLater.id]);
      });
    });
  });

  describe('a deleted account', () => {
    it('loses its saves and reminders when auth announces the deletion', async () => {
      const leaving = randomUUID();
      const leavingToken = await tokens.sign({ userId: leaving });
      const kept = await create({ title: 'Kept For Others Award' });
      await call('PUT', `/scholarships/${kept.id}/saved`, leavingToken);
      await call('PUT', `/scholarships/${kept.id}/saved`, studentToken);
      await service.kernel.dataSource.query(
        'INSERT INTO scholarship_deadline_reminders (user_id, scholarship_id, deadline, days_left) VALUES ($1, $2, $3, 5)',
        [leaving, kept.id, kept.deadline],
      );

      const eventId = randomUUID();
      await publishEvent(service, {
        id: eventId,
        type: 'user.deleted.v1',
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'auth',
        correlationId: `delete-${leaving}`,
        causationId: null,
        data: { userId: leaving, deletedBy: null },
      });
      await waitUntilHandled(service, eventId);

      const left = await service.kernel.dataSource.query<{ user_id: string }[]>(
        `SELECT user_id FROM saved_scholarships WHERE scholarship_id = $1
         UNION ALL SELECT user_id FROM scholarship_deadline_reminders WHERE scholarship_id = $1`,
        [kept.id],
      );
      expect(left).toEqual([{ user_id: studentId }]);
    });
  });

  describe('admin', () => {
    it('is for admins only', async () => {
      expect((await call('GET', '/admin/scholarships')).status).toBe(401);
      expect((await call('GET', '/admin/scholarships', studentToken)).status).toBe(403);
      expect((await call('POST', '/admin/scholarships', studentToken, scholarship())).status).toBe(403);
      const inactiveAdmin = await tokens.sign({ userId: randomUUID(), role: 'admin', status: 'suspended' });
      expect((await call('GET', '/admin/scholarships', inactiveAdmin)).status).toBe(403);
    });

    it('creates a draft, publishes it, edits it and deletes it with its saves', async () => {
      const created = await create({ title: 'Études & Recherche Award', is_published: false });
      expect(created.slug).toBe('etudes-and-recherche-award');
      expect(created.is_published).toBe(false);
      expect((await call('GET', `/scholarships/${created.slug}`)).status).toBe(404);

      const published = await call('POST', `/admin/scholarships/${created.id}/publish`, adminToken);
      expect(((await published.json()) as { data: ScholarshipResponse }).data.is_published).toBe(true);
      expect((await call('GET', `/scholarships/${created.slug}`)).status).toBe(200);

      const updated = await call(
        'PUT',
        `/admin/scholarships/${created.id}`,
        adminToken,
        scholarship({ title: 'Renamed Award', amount_min_cents: 750_000, is_published: true }),
      );
      expect(updated.status).toBe(200);
      const { data } = (await updated.json()) as { data: ScholarshipResponse };
      // The slug stays unless the admin changes it, so shared links keep working.
      expect(data).toMatchObject({
        slug: 'etudes-and-recherche-award',
        title: 'Renamed Award',
        amount_min_cents: 750_000,
      });

      await call('PUT', `/scholarships/${created.id}/saved`, studentToken);
      expect((await call('DELETE', `/admin/scholarships/${created.id}`, adminToken)).status).toBe(200);
      expect((await call('GET', `/admin/scholarships/${created.id}`, adminToken)).status).toBe(404);
      const saves = await service.kernel.dataSource.query<unknown[]>(
        'SELECT 1 FROM saved_scholarships WHERE scholarship_id = $1',
        [created.id],
      );
      expect(saves).toHaveLength(0);
    });

    it('lists drafts and published ones with a status filter', async () => {
      const draft = await create({ title: 'Admin List Draft', is_published: false });
      const drafts = (await (
        await call('GET', '/admin/scholarships?status=draft&limit=100', adminToken)
      ).json()) as ListBody;
      expect(drafts.data.map((item) => item.id)).toContain(draft.id);
      expect(drafts.data.every((item) => !item.is_published)).toBe(true);
    });

    it('refuses a taken slug with 409 and stores nothing', async () => {
      const first = await create({ title: 'Unique Slug Award' });
      const response = await call('POST', '/admin/scholarships', adminToken, scholarship({ slug: first.slug }));
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code: 'SLUG_TAKEN' } });
    });

    it('names every invalid field and stores nothing', async () => {
      const [{ n: before }] = await service.kernel.dataSource.query<[{ n: number }]>(
        'SELECT count(*)::int AS n FROM scholarships',
      );
      const response = await call(
        'POST',
        '/admin/scholarships',
        adminToken,
        scholarship({ title: '', levels: [], deadline: '31/01/2027', official_url: 'javascript:alert(1)' }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
      expect(Object.keys(body.error.fields).sort()).toEqual(['deadline', 'levels', 'official_url', 'title']);

      const inconsistent = await call(
        'POST',
        '/admin/scholarships',
        adminToken,
        scholarship({ amount_min_cents: 1000, amount_max_cents: 500, course: { id: null, slug: 'law', name: 'Law' } }),
      );
      expect(inconsistent.status).toBe(400);
      const inconsistentBody = (await inconsistent.json()) as { error: { fields: Record<string, string[]> } };
      expect(inconsistentBody.error.fields).toEqual({
        amount_max_cents: ['Maximum amount must be at least the amount.'],
        course: ['A course needs its university.'],
      });
      const [{ n: after }] = await service.kernel.dataSource.query<[{ n: number }]>(
        'SELECT count(*)::int AS n FROM scholarships',
      );
      expect(after).toBe(before);
    });
  });
});
