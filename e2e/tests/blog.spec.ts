import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { expectAccessible, VIEWPORTS } from './support/money';

/**
 * The blog on the running stack: a new student finds a seeded post by searching, reads it, likes
 * it and comments (the comment waits for moderation); an admin approves it in the back office and
 * it appears under the post. An admin writes a draft with the rich editor, which stays invisible
 * until it is published; deleting it asks in the app's dialog, which names the post and what goes
 * with it. axe checks at desktop and phone widths.
 */

const POST_SLUG = 'plagiarism-paraphrase-patchwriting-citing';
const POST_TITLE = 'Plagiarism Is Not Only Copying: Paraphrase, Patchwriting and Citing Well';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
  return page;
}

test('a student reads, likes and comments on a post; an admin approves the comment and it appears', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(page, 'blog');
  const commentText = `Closing the source before paraphrasing changed my essays. (${randomUUID().slice(0, 8)})`;

  // The blog: featured posts, categories with counts, popular tags and search.
  await openPage(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Study smarter, not longer');
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  const categories = page.getByRole('complementary', { name: 'Blog topics' });
  await expect(categories.getByRole('link', { name: /Study Skills/ })).toBeVisible();
  await expect(categories.getByRole('heading', { name: 'Popular tags' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `/blog at ${viewport.name}`, viewport.width);
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await page.getByRole('searchbox', { name: 'Search the blog' }).fill('patchwriting');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\?q=patchwriting/);
  await expect(page.getByRole('heading', { name: /1 post matching “patchwriting”/ })).toBeVisible();
  await page.getByRole('heading', { name: POST_TITLE }).getByRole('link').click();

  // The post: author, reading time, related posts, like and comments.
  await expect(page).toHaveURL(new RegExp(`/blog/${POST_SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
  await expect(page.getByRole('link', { name: 'Priya Raman' })).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByTestId('blog-post-content').getByRole('heading', { name: 'Patchwriting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();

  const like = page.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const liked = page.getByRole('button', { name: /^Liked/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await liked.click();
  await expect(page.getByRole('button', { name: /^Like ·/ })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: /^Like ·/ }).click();
  await expect(page.getByRole('button', { name: /^Liked/ })).toBeVisible();

  const form = page.getByRole('form', { name: 'Leave a comment' });
  await expect(form.getByLabel('Name shown with your comment')).toHaveValue(account.fullName);
  await form.getByLabel('Your comment', { exact: true }).fill(commentText);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Thanks! Your comment is awaiting moderation and will appear once approved.',
  );
  await expect(form.getByLabel('Your comment', { exact: true })).toHaveValue('');
  await expectAccessible(page, 'blog post', VIEWPORTS[0].width);

  // Still pending: not shown, even after a reload; the like is remembered.
  await openPage(page, `/blog/${POST_SLUG}`);
  await expect(page.getByRole('button', { name: /^Liked/ })).toBeVisible();
  await expect(page.getByText(commentText)).toHaveCount(0);

  // The admin approves it.
  const admin = await adminPage(browser);
  await openPage(admin, '/admin/blog-management?tab=comments');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Blog management');
  const row = admin.getByTestId('blog-comment-row').filter({ visible: true }).filter({ hasText: commentText });
  await expect(row).toContainText(POST_TITLE);
  await expectAccessible(admin, 'comment moderation', VIEWPORTS[0].width);
  await row.getByRole('button', { name: `Approve the comment by ${account.fullName}` }).click();
  await expect(toast(admin, 'Comment approved')).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.context().close();

  const sitemap = await page.request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/blog/${POST_SLUG}</loc>`);

  await openPage(page, `/blog/${POST_SLUG}`);
  const comment = page.getByRole('article', { name: `Comment by ${account.fullName}` });
  await expect(comment).toContainText(commentText);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `post with comments at ${viewport.name}`, viewport.width);
  }
});

test('an admin writes a draft with the editor, readers see it only once it is published, and deleting it asks first', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const title = `Retrieval practice for lab courses ${randomUUID().slice(0, 6)}`;
  await signInThroughApi(page, DEMO.admin, '/api/auth/admin/login');
  await openPage(page, '/admin/blog-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog management');
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blog management' }),
  ).toHaveAttribute('aria-current', 'page');
  // A new tag for the post, renamed once (its slug stays).
  const tagName = `Lab skills ${randomUUID().slice(0, 6)}`;
  await page.getByRole('link', { name: 'Categories, tags and authors' }).click();
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('textbox', { name: 'New tag' }).fill(tagName);
  await tags.getByRole('button', { name: 'Add tag' }).click();
  await expect(toast(page, 'Tag added')).toBeVisible();
  await tags.getByRole('button', { name: `Edit tag ${tagName}` }).click();
  await tags
    .getByRole('form', { name: `Edit tag ${tagName}` })
    .getByLabel('Name')
    .fill(`${tagName} practice`);
  await tags.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Tag saved')).toBeVisible();
  await expect(tags.getByText(`${tagName} practice`)).toBeVisible();
  await expectAccessible(page, 'blog topics', VIEWPORTS[0].width);

  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New post');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('How to turn lab protocols into questions you can answer from memory.');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Section heading' }).click();
  await editor.pressSequentially('Before the lab');
  await editor.press('Enter');
  await editor.pressSequentially('Write the steps of the protocol from memory, then check them.');
  await page.getByLabel('Category').selectOption({ label: 'Study Skills' });
  await page.getByRole('checkbox', { name: 'Active recall' }).check();
  await page.getByRole('checkbox', { name: `${tagName} practice` }).check();
  await expect(page.getByText('Saved as a draft: only admins can see it.')).toBeVisible();
  await expectAccessible(page, 'post editor', VIEWPORTS[0].width);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();

  const row = page.getByTestId('blog-post-row').filter({ visible: true }).filter({ hasText: title });
  await expect(row).toContainText('Draft');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const hidden = await page.request.get(`/api/blog/posts/${slug}`);
  expect(hidden.status()).toBe(404);

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toContainText('Before the lab');
  await page.getByRole('radio', { name: 'Publish' }).check();
  await expect(page.getByText('Published: readers see it as soon as you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save post' }).click();
  await expect(toast(page, 'Post saved')).toBeVisible();
  await expect(page.getByTestId('blog-post-row').filter({ visible: true }).filter({ hasText: title })).toContainText(
    'Published',
  );

  await openPage(page, `/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByTestId('blog-post-content').getByRole('heading', { level: 2, name: 'Before the lab' }),
  ).toBeVisible();

  await expect(page.getByRole('link', { name: `#${tagName} practice` })).toBeVisible();

  const feed = await page.request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`/blog/${slug}</link>`);

  // Deleting asks in the app's dialog (a browser confirm would be dismissed and never found here),
  // naming the post and what goes with it; Cancel keeps it.
  await openPage(page, `/admin/blog-management?tab=posts&q=${encodeURIComponent(title)}`);
  const listed = page.getByTestId('blog-post-row').filter({ visible: true }).filter({ hasText: title });
  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  const confirmation = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await expect(confirmation).toContainText('It has no comments or likes. This cannot be undone.');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(listed).toHaveCount(1);

  await listed.getByRole('button', { name: `Delete ${title}` }).click();
  await expectAccessible(page, 'post delete confirmation', VIEWPORTS[0].width);
  await confirmation.getByRole('button', { name: 'Delete post' }).click();
  await expect(toast(page, 'Post deleted')).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(listed).toHaveCount(0);
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);
});
