import { randomUUID } from 'node:crypto';
import { createTestTokenIssuer, startTestService, type TestService } from '@studyhub/platform/testing';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostListItem,
  AdminBlogPostResponse,
  AdminScholarshipListItem,
  ApiData,
  ApiList,
  BlogAuthorResponse,
  InboxItemSummary,
  ScholarshipResponse,
} from '@studyhub/contracts';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

interface Answer<Body> {
  status: number;
  body: Body & { error?: { code: string; message: string; fields?: Record<string, string[]> } };
}

/** A CSV answer's lines without the BOM and the last line end. */
const linesOf = (csv: string): string[] =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

/**
 * Content's admin lists (blog posts and comments, scholarships, the support inbox): each sorts both
 * ways by the columns it allows and refuses others naming them, and exports what matches as CSV to
 * admins only, with cells that start like a formula neutralised.
 */
describe('content admin lists: sort, search and CSV export', () => {
  let service: TestService;
  let adminToken: string;
  let studentToken: string;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    const tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: randomUUID(), role: 'admin' });
    studentToken = await tokens.sign({ userId: randomUUID() });
  });

  afterAll(async () => {
    await service?.close();
  });

  async function call<Body>(method: string, path: string, body?: unknown, token = adminToken): Promise<Answer<Body>> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Answer<Body>['body']) : ({} as Answer<Body>['body']),
    };
  }

  async function csv(path: string, token = adminToken): Promise<{ status: number; type: string; lines: string[] }> {
    const response = await fetch(`${service.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      lines: response.ok ? linesOf(await response.text()) : [],
    };
  }

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> =>
    service.kernel.dataSource.query<T[]>(query, params);

  describe('blog posts', () => {
    const titles = { alpha: `Alpha ${tag} notes`, beta: `Beta ${tag} guide`, formula: `=HYPERLINK("x") ${tag}` };
    const ids: Record<keyof typeof titles, string> = { alpha: '', beta: '', formula: '' };
    let authorName: string;

    beforeAll(async () => {
      authorName = `Writer ${tag}`;
      const author = await call<ApiData<BlogAuthorResponse>>('POST', '/admin/blog/authors', { name: authorName });
      expect(author.status).toBe(201);
      const authorId = author.body.data.id;
      const views = { alpha: 30, beta: 5, formula: 12 };
      for (const key of Object.keys(titles) as (keyof typeof titles)[]) {
        const created = await call<ApiData<AdminBlogPostResponse>>('POST', '/admin/blog/posts', {
          title: titles[key],
          excerpt: 'A post written by the admin lists test.',
          content: '<p>Secret <strong>body</strong> that the export leaves out.</p>',
          author_id: authorId,
          status: key === 'beta' ? 'draft' : 'published',
        });
        expect(created.status).toBe(201);
        ids[key] = created.body.data.id;
        await sql(`UPDATE blog_posts SET view_count = $2 WHERE id = $1`, [ids[key], views[key]]);
      }
      for (const status of ['pending', 'approved']) {
        await sql(
          `INSERT INTO blog_comments (post_id, user_id, author_name, content, status) VALUES ($1, $2, 'Reader', 'Nice', $3)`,
          [ids.alpha, randomUUID(), status],
        );
      }
      await sql(`INSERT INTO blog_post_likes (post_id, user_id) VALUES ($1, $2)`, [ids.alpha, randomUUID()]);
    });

    const listed = async (query: string) => {
      const answer = await call<ApiList<AdminBlogPostResponse>>('GET', `/admin/blog/posts?q=${tag}&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((post) => post.id);
    };

    it('orders by title, views or state in either direction', async () => {
      // Letters only: where '=' sorts depends on the database's collation.
      const lettered = (listedIds: string[]) => listedIds.filter((id) => id !== ids.formula);
      expect(lettered(await listed('sort=title&order=asc'))).toEqual([ids.alpha, ids.beta]);
      expect(lettered(await listed('sort=title&order=desc'))).toEqual([ids.beta, ids.alpha]);
      expect(await listed('sort=view_count&order=desc')).toEqual([ids.alpha, ids.formula, ids.beta]);
      expect(await listed('sort=view_count&order=asc')).toEqual([ids.beta, ids.formula, ids.alpha]);
      expect((await listed('sort=status&order=asc'))[0]).toBe(ids.beta);
      expect((await listed('sort=status&order=desc'))[2]).toBe(ids.beta);
    });

    it('counts what deleting a post takes along: its comments of any status and its likes', async () => {
      const answer = await call<ApiList<AdminBlogPostListItem>>('GET', `/admin/blog/posts?q=${tag}&sort=view_count`);
      expect(answer.body.data.map((post) => [post.comment_count, post.like_count])).toEqual([
        [2, 1],
        [0, 0],
        [0, 0],
      ]);
    });

    it('finds posts by their author and keeps the state filter', async () => {
      const byAuthor = await call<ApiList<AdminBlogPostResponse>>(
        'GET',
        `/admin/blog/posts?q=${encodeURIComponent(authorName)}&sort=title&order=asc`,
      );
      expect(new Set(byAuthor.body.data.map((post) => post.id))).toEqual(new Set(Object.values(ids)));
      expect(byAuthor.body.meta.total).toBe(3);
      expect(await listed('status=draft')).toEqual([ids.beta]);
    });

    it('refuses a column it does not sort by, naming the allowed ones', async () => {
      const refused = await call('GET', '/admin/blog/posts?sort=content');
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.sort).toEqual([
        'Sort by one of: published_at, title, status, view_count, updated_at.',
      ]);
    });

    it('exports the matching posts as CSV without their bodies, to admins only', async () => {
      const exported = await csv(`/admin/blog/posts?q=${tag}&sort=view_count&order=desc&format=csv`);
      expect(exported.status).toBe(200);
      expect(exported.type).toContain('text/csv');
      expect(exported.lines[0]).toBe(
        'Post id,Title,Slug,State,Author,Category,Tags,Published at,Views,Comments,Likes,Created at,Updated at',
      );
      expect(exported.lines).toHaveLength(4);
      expect(exported.lines[1]).toContain(`${ids.alpha},Alpha ${tag} notes,`);
      expect(exported.lines[1]).toContain(`,published,Writer ${tag},`);
      expect(exported.lines[1]).toContain(',30,2,1,');
      expect(exported.lines[2]).toContain(`${ids.formula},"'=HYPERLINK(""x"") ${tag}",`);
      expect(exported.lines[3]).toContain(`,draft,`);
      expect(exported.lines.join('\n')).not.toMatch(/Secret|<p>|strong/);
      expect((await csv('/admin/blog/posts?format=csv', studentToken)).status).toBe(403);
    });
  });

  describe('blog comments', () => {
    const comment = { old: '', middle: '', recent: '', approved: '' };

    beforeAll(async () => {
      const [post] = await sql<{ id: string }>(`SELECT id FROM blog_posts WHERE status = 'published' LIMIT 1`);
      const insert = async (author: string, content: string, minutesAgo: number, status = 'pending') => {
        const [row] = await sql<{ id: string }>(
          `INSERT INTO blog_comments (post_id, user_id, author_name, content, status, created_at)
           VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6)) RETURNING id`,
          [post!.id, randomUUID(), author, content, status, minutesAgo],
        );
        return row!.id;
      };
      comment.old = await insert(`Zoe ${tag}`, `First thought ${tag}`, 30);
      comment.middle = await insert('Adam Quinn', `@SUM(A1) ${tag}`, 20);
      comment.recent = await insert(`Mia ${tag}`, 'A comment the search does not find', 10);
      comment.approved = await insert(`Ola ${tag}`, `Approved one ${tag}`, 5, 'approved');
    });

    const listed = async (query: string) => {
      const answer = await call<ApiList<AdminBlogCommentResponse>>('GET', `/admin/blog/comments?q=${tag}&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((row) => row.id);
    };

    it('finds comments by text or author within a status, pending oldest first unless asked', async () => {
      expect(await listed('status=pending')).toEqual([comment.old, comment.middle, comment.recent]);
      expect(await listed('status=pending&sort=created_at&order=desc')).toEqual([
        comment.recent,
        comment.middle,
        comment.old,
      ]);
      expect(await listed('status=approved')).toEqual([comment.approved]);
    });

    it('orders by author either way and refuses other columns', async () => {
      expect(await listed('sort=author_name&order=asc')).toEqual([comment.middle, comment.recent, comment.old]);
      expect(await listed('sort=author_name&order=desc')).toEqual([comment.old, comment.recent, comment.middle]);
      const refused = await call('GET', '/admin/blog/comments?sort=status');
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.sort).toEqual(['Sort by one of: created_at, author_name, post_title.']);
    });

    it('exports the comments of a status as CSV, formulas neutralised, to admins only', async () => {
      const exported = await csv(`/admin/blog/comments?status=pending&q=${tag}&format=csv`);
      expect(exported.status).toBe(200);
      expect(exported.lines[0]).toBe('Comment id,Post,Post slug,Author,User id,Reply to,Status,Comment,Sent at');
      expect(exported.lines.slice(1).map((line) => line.split(',')[0])).toEqual([
        comment.old,
        comment.middle,
        comment.recent,
      ]);
      expect(exported.lines[2]).toContain(`,Adam Quinn,`);
      expect(exported.lines[2]).toContain(`,pending,'@SUM(A1) ${tag},`);
      expect((await csv('/admin/blog/comments?format=csv', studentToken)).status).toBe(403);
    });
  });

  describe('scholarships', () => {
    const created: Record<'small' | 'large' | 'formula', string> = { small: '', large: '', formula: '' };

    beforeAll(async () => {
      const write = async (title: string, minCents: number, maxCents: number | null, deadline: string) => {
        const answer = await call<ApiData<ScholarshipResponse>>('POST', '/admin/scholarships', {
          title,
          provider: 'Lists Test Foundation',
          description: 'A scholarship written by the admin lists test to check sorting and export.',
          amount_min_cents: minCents,
          amount_max_cents: maxCents,
          fields_of_study: [],
          levels: ['undergraduate', 'masters'],
          country_code: 'GB',
          country_name: 'United Kingdom',
          university: null,
          course: null,
          deadline,
          eligibility: 'Anyone running the admin lists test.',
          how_to_apply: 'Read the integration test output.',
          official_url: 'https://scholarships.example.org/lists',
          is_published: false,
        });
        expect(answer.status).toBe(201);
        return answer.body.data.id;
      };
      created.small = await write(`Bursary ${tag} small`, 50_005, null, '2031-03-01');
      created.large = await write(`Award ${tag} large`, 100_000, 2_500_000, '2031-01-01');
      created.formula = await write(`+Grant ${tag} mid`, 300_000, null, '2031-02-01');
      for (let index = 0; index < 2; index += 1) {
        await sql(`INSERT INTO saved_scholarships (user_id, scholarship_id) VALUES ($1, $2)`, [
          randomUUID(),
          created.large,
        ]);
      }
    });

    const listed = async (query: string) => {
      const answer = await call<ApiList<ScholarshipResponse>>('GET', `/admin/scholarships?q=${tag}&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((row) => row.id);
    };

    it('orders by the most it pays, the deadline or the title in either direction', async () => {
      expect(await listed('sort=amount&order=desc')).toEqual([created.large, created.formula, created.small]);
      expect(await listed('sort=amount&order=asc')).toEqual([created.small, created.formula, created.large]);
      expect(await listed('sort=deadline&order=asc')).toEqual([created.large, created.formula, created.small]);
      expect(await listed('sort=deadline&order=desc')).toEqual([created.small, created.formula, created.large]);
      const lettered = (listedIds: string[]) => listedIds.filter((id) => id !== created.formula);
      expect(lettered(await listed('sort=title&order=asc'))).toEqual([created.large, created.small]);
      expect(lettered(await listed('sort=title&order=desc'))).toEqual([created.small, created.large]);
    });

    it('says how many students saved each one (deleting it unsaves them)', async () => {
      const answer = await call<ApiList<AdminScholarshipListItem>>('GET', `/admin/scholarships?q=${tag}&sort=amount`);
      expect(answer.body.data.map((row) => [row.id, row.saved_count])).toEqual([
        [created.large, 2],
        [created.formula, 0],
        [created.small, 0],
      ]);
    });

    it('refuses a column it does not sort by, naming the allowed ones', async () => {
      const refused = await call('GET', '/admin/scholarships?sort=description');
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.sort).toEqual([
        'Sort by one of: updated_at, created_at, deadline, amount, title.',
      ]);
    });

    it('exports the matching scholarships as CSV with exact amounts, to admins only', async () => {
      const exported = await csv(`/admin/scholarships?q=${tag}&sort=amount&order=asc&format=csv`);
      expect(exported.status).toBe(200);
      expect(exported.lines[0]).toBe(
        'Scholarship id,Title,Provider,Slug,Status,Amount from (USD),Amount up to (USD),Deadline,Country,University,' +
          'Course,Levels,Fields of study,Official link,Saved by students,Created at,Updated at',
      );
      expect(exported.lines).toHaveLength(4);
      expect(exported.lines[1]).toContain(`${created.small},Bursary ${tag} small,Lists Test Foundation,`);
      expect(exported.lines[1]).toContain(',draft,500.05,,2031-03-01,United Kingdom,,,Undergraduate; ');
      expect(exported.lines[1]).toContain(',All fields,https://scholarships.example.org/lists,0,');
      expect(exported.lines[2]).toContain(`,'+Grant ${tag} mid,`);
      expect(exported.lines[3]).toContain(',1000.00,25000.00,2031-01-01,');
      expect(exported.lines[3]).toContain(',https://scholarships.example.org/lists,2,');
      expect((await csv('/admin/scholarships?format=csv', studentToken)).status).toBe(403);
    });
  });

  describe('support inbox', () => {
    const ids = { contact: '', complaint: '', takedown: '' };

    beforeAll(async () => {
      const [contact] = await sql<{ id: string }>(
        `INSERT INTO contact_messages (name, email, topic, subject, message, status, created_at)
         VALUES ($1, 'ada@example.org', 'billing', $2, 'Where is my refund?', 'resolved', now() - interval '3 hours')
         RETURNING id`,
        [`Ada ${tag}`, `-Refund ${tag}`],
      );
      const [complaint] = await sql<{ id: string }>(
        `INSERT INTO legal_submissions (kind, name, email, subject, message, status, internal_note, created_at)
         VALUES ('complaint', 'Ben Ode', $1, $2, 'My review was removed, "unfairly".', 'open', 'Asked moderation',
           now() - interval '2 hours') RETURNING id`,
        [`ben.${tag}@example.org`, `Review removed ${tag}`],
      );
      const [takedown] = await sql<{ id: string }>(
        `INSERT INTO legal_submissions (kind, name, email, subject, message, status, created_at)
         VALUES ('takedown', 'Dr. Mei Lin', 'mei@example.org', $1, 'My slides, copied.', 'in_progress',
           now() - interval '1 hour') RETURNING id`,
        [`Takedown ${tag}`],
      );
      ids.contact = contact!.id;
      ids.complaint = complaint!.id;
      ids.takedown = takedown!.id;
    });

    const listed = async (query: string) => {
      const answer = await call<ApiList<InboxItemSummary>>('GET', `/admin/pages/inbox?q=${tag}&${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((row) => row.id);
    };

    it('finds messages by subject, name or e-mail and orders by date, status or kind either way', async () => {
      expect(await listed('')).toEqual([ids.takedown, ids.complaint, ids.contact]);
      expect(await listed('sort=created_at&order=asc')).toEqual([ids.contact, ids.complaint, ids.takedown]);
      expect(await listed('sort=status&order=asc')).toEqual([ids.complaint, ids.takedown, ids.contact]);
      expect(await listed('sort=status&order=desc')).toEqual([ids.contact, ids.takedown, ids.complaint]);
      expect(await listed('sort=kind&order=asc')).toEqual([ids.complaint, ids.contact, ids.takedown]);
      expect(await listed('sort=kind&order=desc&status=open')).toEqual([ids.complaint]);
      const byEmail = await call<ApiList<InboxItemSummary>>('GET', `/admin/pages/inbox?q=ben.${tag}`);
      expect(byEmail.body.data.map((row) => row.id)).toEqual([ids.complaint]);
    });

    it('refuses a column it does not sort by, naming the allowed ones', async () => {
      const refused = await call('GET', '/admin/pages/inbox?sort=email');
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.sort).toEqual(['Sort by one of: created_at, status, kind, subject.']);
    });

    it('exports the messages with their text and note as CSV, to admins only', async () => {
      const exported = await csv(`/admin/pages/inbox?q=${tag}&sort=created_at&order=asc&format=csv`);
      expect(exported.status).toBe(200);
      expect(exported.type).toContain('text/csv');
      expect(exported.lines[0]).toBe(
        'Message id,Kind,Status,Received at,Name,E-mail,User id,Subject,Message,Internal note,Updated at',
      );
      expect(exported.lines).toHaveLength(4);
      expect(exported.lines[1]).toContain(`${ids.contact},Contact message,Resolved,`);
      expect(exported.lines[1]).toContain(`,'-Refund ${tag},Where is my refund?,,`);
      expect(exported.lines[2]).toContain(
        `,Review removed ${tag},"My review was removed, ""unfairly"".",Asked moderation,`,
      );
      expect(exported.lines[3]).toContain(`${ids.takedown},Takedown notice,In progress,`);
      expect((await csv('/admin/pages/inbox?format=csv', studentToken)).status).toBe(403);
    });
  });
});
