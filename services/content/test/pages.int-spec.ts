import {
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { LEGAL_PAGE_SLUGS, type AdminPageVersion, type HelpFaqEntry, type LegalPage } from '@studyhub/contracts';
import { PagesSeeder } from '../src/pages/seed/pages-seeder';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

const ADMIN_ID = '6f1c1a52-3d0e-4c1b-9a55-0c7f0a7d6e01';
const STUDENT_ID = '6f1c1a52-3d0e-4c1b-9a55-0c7f0a7d6e02';

const newTerms = {
  title: 'Terms of Service',
  short_title: 'Terms',
  description: 'The agreement between you and Studyhub: accounts, points, buying and selling documents, AI tools.',
  summary: 'These terms changed on the date above: the section on points now says how long points stay valid.',
  body: '## 1. About these terms {#agreement}\n\nPoints stay valid for 24 months after purchase.\n\n## 2. Contact\n\n- Write to [support](mailto:support@studyhub.com).\n',
};

describe('managed legal pages and help FAQ', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;
  let studentToken: string;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: ADMIN_ID, role: 'admin' });
    studentToken = await tokens.sign({ userId: STUDENT_ID });
  });

  afterAll(async () => {
    await service?.close();
  });

  const call = async <T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const json = (await response.json().catch(() => null)) as T;
    return { status: response.status, json };
  };

  describe('the first versions', () => {
    it('are seeded: version 1 of all eight legal pages, live since the static pages were written', async () => {
      const index = await call<{ data: { slug: string; published_at: string }[] }>('GET', '/pages/legal');
      expect(index.status).toBe(200);
      expect(index.json.data.map((page) => page.slug)).toEqual([...LEGAL_PAGE_SLUGS]);
      const refund = await call<{ data: LegalPage }>('GET', '/pages/legal/refund-policy');
      expect(refund.json.data).toMatchObject({ slug: 'refund-policy', title: 'Refund Policy', version: 1 });
      expect(refund.json.data.published_at).toBe('2025-11-01T00:00:00.000Z');
      expect(refund.json.data.body).toContain('## 5. How to ask for a refund {#how-to-ask}');
      expect(refund.json.data.body).toContain('30-day money-back guarantee');
    });

    it('seed the help FAQ with its spec facts, in order', async () => {
      const { json } = await call<{ data: HelpFaqEntry[] }>('GET', '/pages/help');
      expect(json.data.length).toBeGreaterThan(10);
      expect(json.data.map((entry) => entry.position)).toEqual(json.data.map((_, index) => index + 1));
      const guarantee = json.data.find((entry) => entry.question === 'Is there a money-back guarantee?');
      expect(guarantee?.category).toBe('purchases');
      expect(guarantee?.answer).toContain('30-day money-back guarantee');
    });

    it('are loaded only once, however often the seeder runs', async () => {
      await service.app.get(PagesSeeder).onApplicationBootstrap();
      const [counts] = await service.kernel.dataSource.query<{ versions: number; faqs: number }[]>(
        `SELECT (SELECT count(*)::int FROM legal_page_versions) AS versions,
                (SELECT count(*)::int FROM help_faq_entries WHERE seed_key IS NOT NULL) AS faqs`,
      );
      const { json } = await call<{ data: HelpFaqEntry[] }>('GET', '/pages/help');
      expect(counts?.faqs).toBe(json.data.length);
      expect(counts?.versions).toBeGreaterThanOrEqual(8);
      const perPage = await service.kernel.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM legal_page_versions WHERE version = 1`,
      );
      expect(perPage[0]?.n).toBe(8);
    });

    it('answer an unknown slug with 404', async () => {
      const { status, json } = await call<{ error: { code: string; message: string } }>('GET', '/pages/legal/nope');
      expect(status).toBe(404);
      expect(json.error).toMatchObject({ code: 'LEGAL_PAGE_NOT_FOUND', message: 'This legal page does not exist.' });
    });
  });

  describe('versions', () => {
    it('only admins write: anonymous 401, a student 403, and nothing is stored', async () => {
      const anonymous = await call('POST', '/admin/pages/legal/terms/versions', { body: newTerms });
      expect(anonymous.status).toBe(401);
      const student = await call('POST', '/admin/pages/legal/terms/versions', { token: studentToken, body: newTerms });
      expect(student.status).toBe(403);
      const studentRead = await call('GET', '/admin/pages/legal', { token: studentToken });
      expect(studentRead.status).toBe(403);
      const faq = await call('POST', '/admin/pages/help', {
        token: studentToken,
        body: { category: 'documents', question: 'Can I hack this?', answer: 'No, you cannot.' },
      });
      expect(faq.status).toBe(403);
      const rows = await service.kernel.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM legal_page_versions WHERE page_slug = 'terms'`,
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('refuses unsafe or malformed page text with the reason, storing nothing', async () => {
      const { status, json } = await call<{ error: { code: string; fields: Record<string, string[]> } }>(
        'POST',
        '/admin/pages/legal/privacy/versions',
        {
          token: adminToken,
          body: {
            ...newTerms,
            body: 'Intro before any section.\n\n## 1. Data\n\nClick [here](javascript:stealCookies).',
          },
        },
      );
      expect(status).toBe(400);
      expect(json.error.code).toBe('VALIDATION_FAILED');
      expect(json.error.fields.body).toEqual([
        'Line 1: the page must start with a "## " section heading.',
        'Line 5: the link "javascript:stealCookies" is not allowed; use a site path, https:// or mailto:.',
      ]);
      const versions = await call<{ data: unknown[] }>('GET', '/admin/pages/legal/privacy/versions', {
        token: adminToken,
      });
      expect(versions.json.data).toHaveLength(1);
    });

    it('keeps a scheduled version off the public page until its time, then it is live', async () => {
      const publishAt = new Date(Date.now() + 3_000).toISOString();
      const created = await call<{ data: AdminPageVersion }>('POST', '/admin/pages/legal/cookie-policy/versions', {
        token: adminToken,
        body: { ...newTerms, title: 'Cookie Policy (2026)', publish_at: publishAt },
      });
      expect(created.status).toBe(201);
      expect(created.json.data).toMatchObject({ version: 2, state: 'scheduled', author_id: ADMIN_ID });

      const before = await call<{ data: LegalPage }>('GET', '/pages/legal/cookie-policy');
      expect(before.json.data).toMatchObject({ version: 1, title: 'Cookie Policy' });
      const index = await call<{ data: { slug: string; title: string }[] }>('GET', '/pages/legal');
      expect(index.json.data.find((page) => page.slug === 'cookie-policy')?.title).toBe('Cookie Policy');

      await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 300));
      const after = await call<{ data: LegalPage }>('GET', '/pages/legal/cookie-policy');
      expect(after.json.data).toMatchObject({ version: 2, title: 'Cookie Policy (2026)' });
      const versions = await call<{ data: { version: number; state: string }[] }>(
        'GET',
        '/admin/pages/legal/cookie-policy/versions',
        { token: adminToken },
      );
      expect(versions.json.data.map((v) => [v.version, v.state])).toEqual([
        [2, 'live'],
        [1, 'superseded'],
      ]);
    });

    it('unschedules a scheduled version back to a draft, so it never goes live', async () => {
      const publishAt = new Date(Date.now() + 2_000).toISOString();
      const scheduled = await call<{ data: AdminPageVersion }>('POST', '/admin/pages/legal/privacy/versions', {
        token: adminToken,
        body: { ...newTerms, title: 'Privacy Policy (withdrawn)', publish_at: publishAt },
      });
      expect(scheduled.json.data.state).toBe('scheduled');
      const version = scheduled.json.data.version;
      const studentTry = await call('POST', `/admin/pages/legal/privacy/versions/${version}/unschedule`, {
        token: studentToken,
      });
      expect(studentTry.status).toBe(403);
      const unscheduled = await call<{ data: AdminPageVersion }>(
        'POST',
        `/admin/pages/legal/privacy/versions/${version}/unschedule`,
        { token: adminToken },
      );
      expect(unscheduled.json.data).toMatchObject({ state: 'draft', published_at: null });
      await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 300));
      const live = await call<{ data: LegalPage }>('GET', '/pages/legal/privacy');
      expect(live.json.data).toMatchObject({ version: 1, title: 'Privacy Policy' });
      const again = await call<{ error: { code: string } }>(
        'POST',
        `/admin/pages/legal/privacy/versions/${version}/unschedule`,
        { token: adminToken },
      );
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('VERSION_NOT_SCHEDULED');
    });

    it('saves a draft invisibly, lets it be edited, and publishing makes it live at once', async () => {
      const draft = await call<{ data: AdminPageVersion }>('POST', '/admin/pages/legal/terms/versions', {
        token: adminToken,
        body: newTerms,
      });
      expect(draft.status).toBe(201);
      expect(draft.json.data).toMatchObject({ version: 2, state: 'draft', published_at: null });
      expect((await call<{ data: LegalPage }>('GET', '/pages/legal/terms')).json.data.version).toBe(1);

      const edited = await call<{ data: AdminPageVersion }>('PUT', '/admin/pages/legal/terms/versions/2', {
        token: adminToken,
        body: { ...newTerms, summary: `${newTerms.summary} Edited.` },
      });
      expect(edited.json.data.summary).toMatch(/Edited\.$/);

      const published = await call<{ data: AdminPageVersion }>('POST', '/admin/pages/legal/terms/versions/2/publish', {
        token: adminToken,
        body: {},
      });
      expect(published.status).toBe(201);
      expect(published.json.data.state).toBe('live');
      const live = await call<{ data: LegalPage }>('GET', '/pages/legal/terms');
      expect(live.json.data).toMatchObject({ version: 2 });
      expect(live.json.data.body).toContain('Points stay valid for 24 months after purchase.');

      const again = await call<{ error: { code: string } }>('POST', '/admin/pages/legal/terms/versions/2/publish', {
        token: adminToken,
        body: {},
      });
      expect(again.status).toBe(409);
      expect(again.json.error.code).toBe('VERSION_ALREADY_PUBLISHED');
      const editLive = await call<{ error: { code: string } }>('PUT', '/admin/pages/legal/terms/versions/2', {
        token: adminToken,
        body: newTerms,
      });
      expect(editLive.status).toBe(409);
      expect(editLive.json.error.code).toBe('VERSION_NOT_A_DRAFT');
    });

    it('restores an old version as a new one, live when published', async () => {
      const old = await call<{ data: AdminPageVersion }>('GET', '/admin/pages/legal/terms/versions/1', {
        token: adminToken,
      });
      expect(old.json.data.state).toBe('superseded');
      const restored = await call<{ data: AdminPageVersion }>('POST', '/admin/pages/legal/terms/versions/1/restore', {
        token: adminToken,
        body: { publish_at: new Date().toISOString() },
      });
      expect(restored.json.data).toMatchObject({ version: 3, restored_from: 1, state: 'live' });
      expect(restored.json.data.body).toBe(old.json.data.body);
      const live = await call<{ data: LegalPage }>('GET', '/pages/legal/terms');
      expect(live.json.data.version).toBe(3);
      expect(live.json.data.body).not.toContain('24 months');
    });
  });

  describe('help FAQ', () => {
    it('creates, edits, reorders and deletes entries, keeping every revision', async () => {
      const created = await call<{ data: HelpFaqEntry }>('POST', '/admin/pages/help', {
        token: adminToken,
        body: {
          category: 'documents',
          question: 'Can I upload scanned notes?',
          answer: 'Yes. Scans must be readable; see the [Community Guidelines](/legal/community-guidelines).',
        },
      });
      expect(created.status).toBe(201);
      const id = created.json.data.id;
      const list = (await call<{ data: HelpFaqEntry[] }>('GET', '/pages/help')).json.data;
      expect(list.at(-1)).toMatchObject({ id, question: 'Can I upload scanned notes?' });

      await call('PUT', `/admin/pages/help/${id}`, {
        token: adminToken,
        body: {
          category: 'documents',
          question: 'Can I upload scanned or photographed notes?',
          answer: 'Yes, if they are readable.',
        },
      });
      const reordered = await call<{ data: HelpFaqEntry[] }>('PUT', '/admin/pages/help/order', {
        token: adminToken,
        body: { ids: [id, ...list.filter((entry) => entry.id !== id).map((entry) => entry.id)] },
      });
      expect(reordered.status).toBe(200);
      const publicList = (await call<{ data: HelpFaqEntry[] }>('GET', '/pages/help')).json.data;
      expect(publicList[0]).toMatchObject({ id, question: 'Can I upload scanned or photographed notes?', position: 1 });

      const incomplete = await call<{ error: { code: string } }>('PUT', '/admin/pages/help/order', {
        token: adminToken,
        body: { ids: [id] },
      });
      expect(incomplete.status).toBe(400);

      expect((await call('DELETE', `/admin/pages/help/${id}`, { token: adminToken })).status).toBe(200);
      const afterDelete = (await call<{ data: HelpFaqEntry[] }>('GET', '/pages/help')).json.data;
      expect(afterDelete.some((entry) => entry.id === id)).toBe(false);
      const revisions = await call<{ data: { action: string; question: string; author_id: string }[] }>(
        'GET',
        `/admin/pages/help/${id}/revisions`,
        { token: adminToken },
      );
      expect(revisions.json.data.map((revision) => revision.action)).toEqual(['deleted', 'updated', 'created']);
      expect(revisions.json.data.every((revision) => revision.author_id === ADMIN_ID)).toBe(true);
    });

    it('refuses a section heading in an answer and an unknown category', async () => {
      const { status, json } = await call<{ error: { fields: Record<string, string[]> } }>(
        'POST',
        '/admin/pages/help',
        {
          token: adminToken,
          body: { category: 'billing', question: 'Where is my invoice?', answer: '## Invoices\n\nIn your wallet.' },
        },
      );
      expect(status).toBe(400);
      expect(Object.keys(json.error.fields).sort()).toEqual(['answer', 'category']);
      expect(json.error.fields.category).toEqual(['Please choose a category.']);
    });
  });
});
