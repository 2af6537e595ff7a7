import { randomUUID } from 'node:crypto';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import type {
  AdminBlogCommentResponse,
  AdminBlogPostResponse,
  BlogAuthorResponse,
  BlogCategoryResponse,
  BlogCommentResponse,
  BlogPostDetailResponse,
  BlogPostSummaryResponse,
  BlogTagResponse,
} from '@studyhub/contracts';
import { seedBlog } from '../src/blog/seed/blog-seeder';
import { contentService } from '../src/service';

jest.setTimeout(60_000);

interface Answer<T> {
  status: number;
  body: { data: T; meta?: { page: number; limit: number; total: number }; error?: { code: string; message: string } };
}

describe('blog', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let adminToken: string;
  let readerToken: string;
  const readerId = randomUUID();

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(contentService, { verifier: tokens.verifier });
    adminToken = await tokens.sign({ userId: randomUUID(), role: 'admin' });
    readerToken = await tokens.sign({ userId: readerId });
  });

  afterAll(async () => {
    await service?.close();
  });

  async function call<T>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${service.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Answer<T>['body']) : ({} as Answer<T>['body']),
    };
  }

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> =>
    service.kernel.dataSource.query<T[]>(query, params);

  async function someAuthorAndCategory(): Promise<{ authorId: string; categoryId: string }> {
    const [author] = await sql<{ id: string }>(`SELECT id FROM blog_authors ORDER BY slug LIMIT 1`);
    const [category] = await sql<{ id: string }>(`SELECT id FROM blog_categories WHERE slug = 'study-skills'`);
    return { authorId: author!.id, categoryId: category!.id };
  }

  async function createPost(fields: Record<string, unknown>): Promise<AdminBlogPostResponse> {
    const { authorId, categoryId } = await someAuthorAndCategory();
    const answer = await call<AdminBlogPostResponse>('POST', '/admin/blog/posts', {
      token: adminToken,
      body: {
        title: `Test post ${randomUUID().slice(0, 8)}`,
        excerpt: 'A post written by the integration test.',
        content: '<p>Interleaving practice problems improves transfer.</p>',
        author_id: authorId,
        category_id: categoryId,
        ...fields,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.data;
  }

  describe('seed', () => {
    it('seeds a dozen published posts with authors, categories and tags, once', async () => {
      const [counts] = await sql<{ posts: number; authors: number; categories: number; tags: number; links: number }>(
        `SELECT (SELECT count(*)::int FROM blog_posts) AS posts, (SELECT count(*)::int FROM blog_authors) AS authors,
           (SELECT count(*)::int FROM blog_categories) AS categories, (SELECT count(*)::int FROM blog_tags) AS tags,
           (SELECT count(*)::int FROM blog_post_tags) AS links`,
      );
      expect(counts).toMatchObject({ posts: 12, authors: 3, categories: 4, tags: 14 });
      expect(counts!.links).toBeGreaterThanOrEqual(24);
      expect(await seedBlog(service.kernel.dataSource)).toEqual({ authors: 0, categories: 0, tags: 0, posts: 0 });
    });
  });

  describe('public reads', () => {
    it('pages the published posts ten at a time, newest first', async () => {
      const first = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts');
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ page: 1, limit: 10, total: 12 });
      expect(first.body.data).toHaveLength(10);
      const dates = first.body.data.map((post) => post.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(first.body.data[0]).toMatchObject({
        author: { name: expect.any(String) as string },
        reading_minutes: expect.any(Number) as number,
      });
      expect(first.body.data[0]).not.toHaveProperty('content');
      const second = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?page=2');
      expect(second.body.data).toHaveLength(2);
    });

    it('filters by category, tag and author, and searches title, excerpt and content', async () => {
      const byCategory = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?category=ai-and-academic-integrity');
      expect(byCategory.body.data.map((post) => post.category?.slug)).toEqual(
        Array(byCategory.body.meta!.total).fill('ai-and-academic-integrity'),
      );
      expect(byCategory.body.meta!.total).toBe(3);

      const byTag = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?tag=sleep');
      expect(byTag.body.data.map((post) => post.slug)).toEqual(['night-before-exam-sleep-food-nerves']);

      const byAuthor = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?author=priya-raman');
      expect(byAuthor.body.meta!.total).toBe(4);

      // "patchwriting" is in one post's title; "Krebs" only in another's body.
      const inTitle = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?q=patchwriting');
      expect(inTitle.body.data[0]?.slug).toBe('plagiarism-paraphrase-patchwriting-citing');
      const inContent = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?q=krebs');
      expect(inContent.body.data.map((post) => post.slug)).toEqual(['why-rereading-feels-productive-active-recall']);
      // Markup never matches.
      const markup = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?q=blockquote');
      expect(markup.body.meta!.total).toBe(0);
    });

    it('answers featured (3), recent (10), categories with counts and popular tags (10)', async () => {
      const featured = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/featured');
      expect(featured.body.data).toHaveLength(3);
      const recent = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(recent.body.data).toHaveLength(10);
      const categories = await call<BlogCategoryResponse[]>('GET', '/blog/categories');
      expect(categories.body.data.find((c) => c.slug === 'study-skills')?.post_count).toBe(5);
      expect(categories.body.data.reduce((sum, c) => sum + c.post_count, 0)).toBe(12);
      const tags = await call<BlogTagResponse[]>('GET', '/blog/tags/popular');
      expect(tags.body.data).toHaveLength(10);
      const counts = tags.body.data.map((tag) => tag.post_count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      const authors = await call<BlogAuthorResponse[]>('GET', '/blog/authors');
      expect(authors.body.data).toHaveLength(3);
    });

    it('refuses a bad query with the field named', async () => {
      const answer = await call('GET', '/blog/posts?sort=random');
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe('VALIDATION_FAILED');
    });

    it('serves an RSS 2.0 feed of the published posts', async () => {
      const response = await fetch(`${service.baseUrl}/blog/rss.xml`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml.match(/<item>/g)).toHaveLength(12);
      expect(xml).toContain('<link>http://localhost:3000/blog/cornell-notes-adapted</link>');
    });
  });

  describe('when the database fails', () => {
    it('answers empty lists (spec section 8) and an error for a post', async () => {
      await sql(`ALTER TABLE blog_post_tags RENAME TO blog_post_tags_away`);
      try {
        // Queries not asked before, so nothing comes from the cache.
        const list = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?q=outage&page=3');
        expect(list.status).toBe(200);
        expect(list.body).toEqual({ data: [], meta: { page: 3, limit: 10, total: 0 } });
        const tags = await call<BlogTagResponse[]>('GET', '/blog/posts?tag=focus&sort=oldest');
        expect(tags.body.data).toEqual([]);
        const post = await call('GET', '/blog/posts/four-week-exam-plan');
        expect(post.status).toBe(500);
      } finally {
        await sql(`ALTER TABLE blog_post_tags_away RENAME TO blog_post_tags`);
      }
      const recovered = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?tag=focus&sort=oldest');
      expect(recovered.body.data.length).toBeGreaterThan(0);
    });
  });

  describe('reading a post', () => {
    it('counts every view and gives the related posts of its category', async () => {
      const slug = 'cornell-notes-adapted';
      const [before] = await sql<{ view_count: number }>(`SELECT view_count FROM blog_posts WHERE slug = $1`, [slug]);
      const first = await call<BlogPostDetailResponse>('GET', `/blog/posts/${slug}`);
      const second = await call<BlogPostDetailResponse>('GET', `/blog/posts/${slug}`);
      expect(first.status).toBe(200);
      expect(second.body.data.view_count).toBe(first.body.data.view_count + 1);
      const [after] = await sql<{ view_count: number }>(`SELECT view_count FROM blog_posts WHERE slug = $1`, [slug]);
      expect(after!.view_count).toBe(before!.view_count + 2);
      expect(first.body.data.content).toContain('<h2>The layout</h2>');
      expect(first.body.data.related).toHaveLength(3);
      expect(
        first.body.data.related.every((post) => post.category?.slug === 'study-skills' && post.slug !== slug),
      ).toBe(true);
      expect(first.body.data).toMatchObject({ likes: 0, liked: false });
    });

    it('answers 404 for an unknown slug', async () => {
      const answer = await call('GET', '/blog/posts/no-such-post');
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('Post not found');
    });
  });

  describe('drafts and scheduling', () => {
    it('keeps a draft invisible everywhere until it is published', async () => {
      const draft = await createPost({ status: 'draft', title: 'Zeitgeber draft about circadian study' });
      expect(draft).toMatchObject({ status: 'draft', state: 'draft', published_at: null });
      // Fill the caches first: publishing must invalidate them.
      await call('GET', '/blog/posts');
      await call('GET', '/blog/posts/recent');

      const list = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?q=zeitgeber');
      expect(list.body.meta!.total).toBe(0);
      expect((await call('GET', `/blog/posts/${draft.slug}`)).status).toBe(404);
      expect((await call('GET', `/blog/posts/${draft.id}/comments`)).status).toBe(404);
      expect((await call('POST', `/blog/posts/${draft.id}/like`, { token: readerToken })).status).toBe(404);
      const feed = await (await fetch(`${service.baseUrl}/blog/rss.xml`)).text();
      expect(feed).not.toContain(draft.slug);
      const [views] = await sql<{ view_count: number }>(`SELECT view_count FROM blog_posts WHERE id = $1`, [draft.id]);
      expect(views!.view_count).toBe(0);

      const published = await call<AdminBlogPostResponse>('PUT', `/admin/blog/posts/${draft.id}`, {
        token: adminToken,
        body: { status: 'published' },
      });
      expect(published.body.data).toMatchObject({ status: 'published', state: 'published' });
      expect((await call('GET', `/blog/posts/${draft.slug}`)).status).toBe(200);
      const recent = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(recent.body.data[0]?.id).toBe(draft.id);
    });

    it('publishes a scheduled post at its time, even with the lists cached', async () => {
      const at = new Date(Date.now() + 2500).toISOString();
      const scheduled = await createPost({ status: 'published', published_at: at, title: 'Scheduled on the hour' });
      expect(scheduled.state).toBe('scheduled');
      const before = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(before.body.data.map((post) => post.id)).not.toContain(scheduled.id);
      expect((await call('GET', `/blog/posts/${scheduled.slug}`)).status).toBe(404);

      await new Promise((resolve) => setTimeout(resolve, 3500));
      const after = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(after.body.data.map((post) => post.id)).toContain(scheduled.id);
      expect((await call('GET', `/blog/posts/${scheduled.slug}`)).status).toBe(200);
    });
  });

  describe('caching', () => {
    it('serves lists from the cache and refreshes them when an admin changes a post', async () => {
      const post = await createPost({ status: 'published', title: 'Original cached title' });
      const first = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(first.body.data[0]?.title).toBe('Original cached title');

      // A change behind the service's back is not seen: the answer comes from the cache.
      await sql(`UPDATE blog_posts SET title = 'Changed without telling anyone' WHERE id = $1`, [post.id]);
      const cached = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(cached.body.data[0]?.title).toBe('Original cached title');

      await call('PUT', `/admin/blog/posts/${post.id}`, { token: adminToken, body: { title: 'Edited by an admin' } });
      const fresh = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(fresh.body.data[0]?.title).toBe('Edited by an admin');
      const detail = await call<BlogPostDetailResponse>('GET', `/blog/posts/${post.slug}`);
      expect(detail.body.data.title).toBe('Edited by an admin');

      await call('DELETE', `/admin/blog/posts/${post.id}`, { token: adminToken });
      expect((await call('GET', `/blog/posts/${post.slug}`)).status).toBe(404);
      const afterDelete = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts/recent');
      expect(afterDelete.body.data.map((p) => p.id)).not.toContain(post.id);
    });

    it('refreshes category counts when a category is added', async () => {
      await call('GET', '/blog/categories');
      const created = await call<BlogCategoryResponse>('POST', '/admin/blog/categories', {
        token: adminToken,
        body: { name: 'Student Life', description: 'Balancing study with everything else.' },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ slug: 'student-life', post_count: 0 });
      const categories = await call<BlogCategoryResponse[]>('GET', '/blog/categories');
      expect(categories.body.data.map((c) => c.slug)).toContain('student-life');
    });
  });

  describe('comments', () => {
    const postSlug = 'study-groups-that-work';
    let postId: string;

    beforeAll(async () => {
      const [row] = await sql<{ id: string }>(`SELECT id FROM blog_posts WHERE slug = $1`, [postSlug]);
      postId = row!.id;
    });

    const comments = async () => (await call<BlogCommentResponse[]>('GET', `/blog/posts/${postId}/comments`)).body.data;

    it('keeps a new comment pending and hidden until an admin approves it, then threads replies', async () => {
      expect(await comments()).toEqual([]);
      const created = await call<{ id: string; status: string; message: string }>(
        'POST',
        `/blog/posts/${postId}/comments`,
        {
          token: readerToken,
          body: { author_name: 'Amara', content: '  Rotating roles made our group so much better.  ' },
        },
      );
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        status: 'pending',
        message: 'Thanks! Your comment is awaiting moderation and will appear once approved.',
      });
      expect(await comments()).toEqual([]);

      const queue = await call<AdminBlogCommentResponse[]>('GET', '/admin/blog/comments?status=pending', {
        token: adminToken,
      });
      expect(queue.body.data.find((c) => c.id === created.body.data.id)).toMatchObject({
        post_slug: postSlug,
        user_id: readerId,
        content: 'Rotating roles made our group so much better.',
      });

      const approved = await call('POST', `/admin/blog/comments/${created.body.data.id}/approve`, {
        token: adminToken,
      });
      expect(approved.status).toBe(200);
      const shown = await comments();
      expect(shown).toHaveLength(1);
      expect(shown[0]).toMatchObject({ id: created.body.data.id, author_name: 'Amara', replies: [] });

      const reply = await call<{ id: string }>('POST', `/blog/posts/${postId}/comments`, {
        token: readerToken,
        body: { author_name: 'Ben', content: 'Agreed, the sceptic role is the best.', parent_id: created.body.data.id },
      });
      expect(reply.status).toBe(201);
      expect((await comments())[0]?.replies).toEqual([]);
      await call('POST', `/admin/blog/comments/${reply.body.data.id}/approve`, { token: adminToken });
      expect((await comments())[0]?.replies.map((r) => r.content)).toEqual(['Agreed, the sceptic role is the best.']);
    });

    it('keeps a rejected comment hidden and refuses replies to it', async () => {
      const created = await call<{ id: string }>('POST', `/blog/posts/${postId}/comments`, {
        token: readerToken,
        body: { author_name: 'Spammer', content: 'Buy cheap essays here!!!' },
      });
      await call('POST', `/admin/blog/comments/${created.body.data.id}/reject`, { token: adminToken });
      expect((await comments()).map((c) => c.id)).not.toContain(created.body.data.id);
      const reply = await call('POST', `/blog/posts/${postId}/comments`, {
        token: readerToken,
        body: { author_name: 'Ben', content: 'Replying to spam', parent_id: created.body.data.id },
      });
      expect(reply.status).toBe(400);
    });

    it('refuses a sixth comment within ten minutes with 429 and Retry-After, storing nothing', async () => {
      const userId = randomUUID();
      const token = await tokens.sign({ userId });
      const send = (n: number) =>
        call('POST', `/blog/posts/${postId}/comments`, {
          token,
          body: { author_name: 'Quick Typist', content: `Thought number ${n}` },
        });
      for (let n = 1; n <= 5; n += 1) expect((await send(n)).status).toBe(201);
      const response = await fetch(`${service.baseUrl}/blog/posts/${postId}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ author_name: 'Quick Typist', content: 'Thought number 6' }),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
      const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM blog_comments WHERE user_id = $1`, [
        userId,
      ]);
      expect(row!.n).toBe(5);
      // Another reader is not held back.
      expect(
        (
          await call('POST', `/blog/posts/${postId}/comments`, {
            token: await tokens.sign({ userId: randomUUID() }),
            body: { author_name: 'Calm Reader', content: 'One thought only.' },
          })
        ).status,
      ).toBe(201);
    });

    it('names invalid fields and stores nothing', async () => {
      const [before] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM blog_comments`);
      const answer = await call<unknown>('POST', `/blog/posts/${postId}/comments`, {
        token: readerToken,
        body: { author_name: '', content: '' },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys((answer.body.error as unknown as { fields: object }).fields).sort()).toEqual([
        'author_name',
        'content',
      ]);
      const [after] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM blog_comments`);
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('likes', () => {
    let postId: string;
    let postSlug: string;

    beforeAll(async () => {
      const [row] = await sql<{ id: string; slug: string }>(
        `SELECT id, slug FROM blog_posts WHERE slug = 'deep-work-for-students'`,
      );
      postId = row!.id;
      postSlug = row!.slug;
    });

    const likeRows = async (userId: string) =>
      (
        await sql<{ n: number }>(`SELECT count(*)::int AS n FROM blog_post_likes WHERE post_id = $1 AND user_id = $2`, [
          postId,
          userId,
        ])
      )[0]!.n;

    it('toggles liked and unliked and shows the state on the post', async () => {
      const liked = await call<{ liked: boolean; likes: number }>('POST', `/blog/posts/${postId}/like`, {
        token: readerToken,
      });
      expect(liked.body.data).toEqual({ liked: true, likes: 1 });
      const detail = await call<BlogPostDetailResponse>('GET', `/blog/posts/${postSlug}`, { token: readerToken });
      expect(detail.body.data).toMatchObject({ liked: true, likes: 1 });
      const anonymous = await call<BlogPostDetailResponse>('GET', `/blog/posts/${postSlug}`);
      expect(anonymous.body.data).toMatchObject({ liked: false, likes: 1 });
      const unliked = await call<{ liked: boolean; likes: number }>('POST', `/blog/posts/${postId}/like`, {
        token: readerToken,
      });
      expect(unliked.body.data).toEqual({ liked: false, likes: 0 });
    });

    it('ends consistent under concurrent double clicks', async () => {
      const userId = randomUUID();
      const token = await tokens.sign({ userId });
      const clicks = (n: number) =>
        Promise.all(
          Array.from({ length: n }, () =>
            call<{ liked: boolean; likes: number }>('POST', `/blog/posts/${postId}/like`, { token }),
          ),
        );

      const double = await clicks(2);
      expect(double.map((a) => a.status)).toEqual([200, 200]);
      expect(double.map((a) => a.body.data.liked).sort()).toEqual([false, true]);
      expect(await likeRows(userId)).toBe(0);

      const triple = await clicks(3);
      expect(triple.filter((a) => a.body.data.liked)).toHaveLength(2);
      expect(await likeRows(userId)).toBe(1);

      // Many readers at once: each ends with exactly the like its odd number of clicks gives.
      const others = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const id = randomUUID();
          return { id, token: await tokens.sign({ userId: id }) };
        }),
      );
      await Promise.all(
        others.flatMap((reader) =>
          [1, 2, 3].map(() => call('POST', `/blog/posts/${postId}/like`, { token: reader.token })),
        ),
      );
      for (const reader of others) expect(await likeRows(reader.id)).toBe(1);
      const [total] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM blog_post_likes WHERE post_id = $1`, [
        postId,
      ]);
      const state = await call<BlogPostDetailResponse>('GET', `/blog/posts/${postSlug}`);
      expect(state.body.data.likes).toBe(total!.n);
      expect(total!.n).toBe(6);
    });
  });

  describe('a deleted account', () => {
    it('loses its likes and its name on comments; its comments and the replies under them stay', async () => {
      const leaving = randomUUID();
      const leavingToken = await tokens.sign({ userId: leaving });
      const post = await createPost({ status: 'published' });
      const comment = async (token: string, content: string, parentId?: string) => {
        const created = await call<{ id: string }>('POST', `/blog/posts/${post.id}/comments`, {
          token,
          body: { author_name: token === leavingToken ? 'Leaving Lee' : 'Staying Sam', content, parent_id: parentId },
        });
        await call('POST', `/admin/blog/comments/${created.body.data.id}/approve`, { token: adminToken });
        return created.body.data.id;
      };
      const theirs = await comment(leavingToken, 'Spacing my revision worked for me.');
      await comment(readerToken, 'Same here, thanks for sharing.', theirs);
      await call('POST', `/blog/posts/${post.id}/like`, { token: leavingToken });
      await call('POST', `/blog/posts/${post.id}/like`, { token: readerToken });
      expect((await call<BlogPostDetailResponse>('GET', `/blog/posts/${post.slug}`)).body.data).toMatchObject({
        likes: 2,
      });

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

      const thread = (await call<BlogCommentResponse[]>('GET', `/blog/posts/${post.id}/comments`)).body.data;
      expect(thread).toEqual([
        expect.objectContaining({
          id: theirs,
          author_name: 'Former member',
          replies: [expect.objectContaining({ author_name: 'Staying Sam' })],
        }),
      ]);
      expect((await call<BlogPostDetailResponse>('GET', `/blog/posts/${post.slug}`)).body.data).toMatchObject({
        likes: 1,
      });
      expect(await sql(`SELECT 1 FROM blog_comments WHERE user_id = $1`, [leaving])).toEqual([]);
    });
  });

  describe('sanitising', () => {
    it('stores and serves only safe markup', async () => {
      const post = await createPost({
        status: 'published',
        content:
          '<p onclick="steal()">Safe <strong>text</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://example.org/a.png" onerror="x()">',
      });
      expect(post.content).toBe(
        '<p>Safe <strong>text</strong></p><a rel="noopener noreferrer nofollow">x</a><img src="https://example.org/a.png" />',
      );
      const [row] = await sql<{ content: string }>(`SELECT content FROM blog_posts WHERE id = $1`, [post.id]);
      expect(row!.content).toBe(post.content);
    });

    it('refuses content with nothing safe left', async () => {
      const { authorId } = await someAuthorAndCategory();
      const answer = await call('POST', '/admin/blog/posts', {
        token: adminToken,
        body: {
          title: 'Only a script',
          excerpt: 'Nothing to see here at all.',
          content: '<script>alert(1)</script>',
          author_id: authorId,
        },
      });
      expect(answer.status).toBe(400);
    });
  });

  describe('who may do what', () => {
    it('asks readers to sign in to comment and like', async () => {
      const [row] = await sql<{ id: string }>(`SELECT id FROM blog_posts WHERE status = 'published' LIMIT 1`);
      expect((await call('POST', `/blog/posts/${row!.id}/like`)).status).toBe(401);
      expect(
        (await call('POST', `/blog/posts/${row!.id}/comments`, { body: { author_name: 'A', content: 'Hello there' } }))
          .status,
      ).toBe(401);
    });

    it('keeps the back office to active admins', async () => {
      const inactiveAdmin = await tokens.sign({ userId: randomUUID(), role: 'admin', status: 'inactive' });
      const routes: [string, string][] = [
        ['GET', '/admin/blog/posts'],
        ['POST', '/admin/blog/posts'],
        ['GET', '/admin/blog/comments'],
        ['POST', `/admin/blog/comments/${randomUUID()}/approve`],
        ['POST', '/admin/blog/categories'],
        ['DELETE', `/admin/blog/tags/${randomUUID()}`],
        ['PUT', `/admin/blog/authors/${randomUUID()}`],
      ];
      for (const [method, path] of routes) {
        expect((await call(method, path)).status).toBe(401);
        const asReader = await call(method, path, { token: readerToken, body: method === 'GET' ? undefined : {} });
        expect(asReader.status).toBe(403);
        expect(asReader.body.error?.message).toBe('Unauthorized: Admin access required');
        expect(
          (await call(method, path, { token: inactiveAdmin, body: method === 'GET' ? undefined : {} })).status,
        ).toBe(403);
      }
    });

    it('answers 404 for moderation of an unknown comment and 400 for a bad id', async () => {
      expect((await call('POST', `/admin/blog/comments/${randomUUID()}/approve`, { token: adminToken })).status).toBe(
        404,
      );
      expect((await call('POST', '/admin/blog/comments/nope/approve', { token: adminToken })).status).toBe(400);
    });
  });

  describe('admin taxonomy', () => {
    it('creates tags and links them to posts; an author with posts cannot be deleted', async () => {
      const tag = await call<BlogTagResponse>('POST', '/admin/blog/tags', {
        token: adminToken,
        body: { name: 'Motivation' },
      });
      expect(tag.body.data).toMatchObject({ slug: 'motivation', post_count: 0 });
      const duplicate = await call('POST', '/admin/blog/tags', { token: adminToken, body: { name: 'Motivation' } });
      expect(duplicate.status).toBe(409);
      const post = await createPost({ status: 'draft', tag_ids: [tag.body.data.id] });
      expect(post.tag_ids).toEqual([tag.body.data.id]);
      // Publishing changes only the status: the tags stay.
      const published = await call<AdminBlogPostResponse>('PUT', `/admin/blog/posts/${post.id}`, {
        token: adminToken,
        body: { status: 'published' },
      });
      expect(published.body.data.tag_ids).toEqual([tag.body.data.id]);
      const tagged = await call<BlogPostSummaryResponse[]>('GET', '/blog/posts?tag=motivation');
      expect(tagged.body.data.map((p) => p.id)).toEqual([post.id]);

      const deleteAuthor = await call('DELETE', `/admin/blog/authors/${post.author_id}`, { token: adminToken });
      expect(deleteAuthor.status).toBe(409);
      const unknownTag = await createPostExpectingError({ tag_ids: [randomUUID()] });
      expect(unknownTag).toBe(400);
    });
  });

  it('renames a category and an author without changing their slugs or the avatar', async () => {
    const categories = await call<BlogCategoryResponse[]>('GET', '/admin/blog/categories', { token: adminToken });
    const writing = categories.body.data.find((c) => c.slug === 'writing')!;
    const renamed = await call<BlogCategoryResponse>('PUT', `/admin/blog/categories/${writing.id}`, {
      token: adminToken,
      body: { name: 'Academic Writing', description: 'Essays and papers.' },
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Academic Writing',
      slug: 'writing',
      description: 'Essays and papers.',
    });
    const listed = await call<BlogCategoryResponse[]>('GET', '/blog/categories');
    expect(listed.body.data.find((c) => c.slug === 'writing')?.name).toBe('Academic Writing');

    const [author] = await sql<{ id: string }>(`SELECT id FROM blog_authors WHERE slug = 'jonas-lindqvist'`);
    await sql(`UPDATE blog_authors SET avatar_url = 'https://example.org/jonas.png' WHERE id = $1`, [author!.id]);
    const edited = await call<BlogAuthorResponse>('PUT', `/admin/blog/authors/${author!.id}`, {
      token: adminToken,
      body: { name: 'Jonas Lindqvist', bio: 'Exam coach.' },
    });
    expect(edited.body.data).toMatchObject({
      slug: 'jonas-lindqvist',
      bio: 'Exam coach.',
      avatar_url: 'https://example.org/jonas.png',
    });
  });

  async function createPostExpectingError(fields: Record<string, unknown>): Promise<number> {
    const { authorId } = await someAuthorAndCategory();
    const answer = await call('POST', '/admin/blog/posts', {
      token: adminToken,
      body: {
        title: 'Broken reference',
        excerpt: 'This post points at nothing.',
        content: '<p>x</p>',
        author_id: authorId,
        ...fields,
      },
    });
    return answer.status;
  }
});
