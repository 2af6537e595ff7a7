import type { Browser, Page } from '@playwright/test';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import { buyPointsThroughApi, cheapestPaidDocuments, expectAccessible, VIEWPORTS } from './support/money';

/**
 * The admin overview on the running stack (ADR 0031): a student registers, buys points and a
 * document, a seller lists a document; the figures the services announce reach content's
 * reporting model, and the dashboard and the overview show them moved. Other tests run at the same
 * time, so a figure moves at least by what this test did.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

/** What the test reads of GET /api/admin/overview. */
interface OverviewFigure {
  key: string;
  today: number;
  all_time: number;
  range_total: number;
}
interface AdminOverview {
  figures: OverviewFigure[];
  work: { pending_documents: number };
}

async function signedInPage(browser: Browser, account: { email: string; password: string }, loginPath?: string) {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account, loginPath);
  return page;
}

async function overview(page: Page, query = '?range=7d'): Promise<AdminOverview> {
  const response = await page.request.get(`/api/admin/overview${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AdminOverview }).data;
}

const figure = (data: AdminOverview, key: OverviewFigure['key']) => data.figures.find((f) => f.key === key)!;

/** The first number in a text such as "1,234 points" or "$12.50". */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function listDocument(page: Page, title: string): Promise<string> {
  const [types, subjects] = await Promise.all([
    page.request.get('/api/document-types'),
    page.request.get('/api/subjects'),
  ]);
  const typeId = ((await types.json()) as { data: { id: number }[] }).data[0]!.id;
  const subjectId = ((await subjects.json()) as { data: { id: string }[] }).data[0]!.id;
  const response = await page.request.post('/api/documents', {
    headers: await csrfHeaders(page),
    data: {
      title,
      description: 'Worked examples for the exam.',
      document_type_id: typeId,
      subject_id: subjectId,
      price: 1.5,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('the figures move as people sign up, buy and upload, and the dashboard and overview show them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedInPage(browser, DEMO.admin, ADMIN_LOGIN);
  const before = await overview(admin);

  // A student registers, buys points and spends some on a document; a seller lists a document.
  await createVerifiedAccount(page, 'overview-student');
  const [document] = await cheapestPaidDocuments(page.request, 1);
  await buyPointsThroughApi(page, document!.points_price);
  const checkout = await page.request.post('/api/orders/checkout', {
    headers: await csrfHeaders(page),
    data: { document_ids: [document!.id] },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const seller = await (await browser.newContext()).newPage();
  await createVerifiedAccount(seller, 'overview-seller');
  await listDocument(seller, `Overview statistics notes ${Date.now().toString(36)}`);
  await seller.context().close();

  const moved = (now: AdminOverview, key: OverviewFigure['key']) => figure(now, key).today - figure(before, key).today;
  let after = before;
  await expect
    .poll(
      async () => {
        after = await overview(admin);
        return {
          signups: moved(after, 'signups') >= 2,
          active: moved(after, 'active_users') >= 2,
          uploads: moved(after, 'uploads') >= 1,
          pointsSold: moved(after, 'points_sold') >= document!.points_price,
          payments: moved(after, 'payments') >= 100,
          orders: moved(after, 'orders') >= 1,
          spent: moved(after, 'points_spent') >= document!.points_price,
          earnings: moved(after, 'seller_earnings') >= 1,
          pending: after.work.pending_documents >= before.work.pending_documents + 1,
        };
      },
      { message: 'the events reached the reporting model', timeout: 60_000, intervals: [1_000] },
    )
    .toEqual({
      signups: true,
      active: true,
      uploads: true,
      pointsSold: true,
      payments: true,
      orders: true,
      spent: true,
      earnings: true,
      pending: true,
    });
  // Revenue from points is the points sold at 10 points a dollar.
  expect(figure(after, 'revenue_from_points').all_time).toBe(figure(after, 'points_sold').all_time * 10);

  // The dashboard shows the figures of the last 7 days with their charts.
  await openPage(admin, '/admin/dashboard?range=7d');
  await expect(admin.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByTestId('tracking-note')).toContainText('Counted since');
  const signups = admin.getByTestId('figure-signups').getByTestId('figure-value');
  expect(numberIn(await signups.textContent())).toBeGreaterThanOrEqual(figure(after, 'signups').range_total);
  const pointsSold = admin.getByTestId('figure-points_sold').getByTestId('figure-value');
  expect(numberIn(await pointsSold.textContent())).toBeGreaterThanOrEqual(figure(after, 'points_sold').range_total);
  await expect(admin.getByRole('img', { name: 'Users over time' })).toBeVisible();
  const usersChart = admin.getByRole('figure', { name: 'Users over time' });
  await usersChart.getByText('Show the numbers').click();
  await expect(usersChart.getByRole('table')).toContainText('Sign-ups');

  // The CSV export has a line per day of the period.
  const csvHref = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csvHref).toBe('/api/admin/overview?range=7d&format=csv');
  const csv = await admin.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Period start,Period end,Sign-ups,Active users');
  expect(lines).toHaveLength(8);

  // The period is in the address: 90 days by week, then a custom range.
  await admin.getByRole('link', { name: 'Last 90 days' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\?range=90d$/);
  await admin.getByRole('link', { name: 'By week' }).click();
  await expect(admin).toHaveURL(/range=90d&granularity=week$/);
  await expect(admin.getByRole('link', { name: 'By week' })).toHaveAttribute('aria-current', 'page');
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  await admin.getByLabel('From', { exact: true }).fill(weekAgo);
  await admin.getByLabel('To', { exact: true }).fill(today);
  await admin.getByRole('button', { name: 'Show period' }).click();
  await expect(admin).toHaveURL(new RegExp(`range=custom&granularity=week&from=${weekAgo}&to=${today}`));
  expect(numberIn(await signups.textContent())).toBeGreaterThanOrEqual(figure(after, 'signups').range_total);

  // A period the API refuses is explained and replaced by the last 30 days.
  await openPage(admin, `/admin/dashboard?range=custom&from=${today}&to=${weekAgo}`);
  await expect(
    admin.getByRole('alert').filter({ hasText: 'The end date cannot be before the start date.' }),
  ).toBeVisible();

  // The overview: the work waiting, with links to it, and the key figures at a glance.
  await openPage(admin, '/admin');
  await expect(admin.getByRole('heading', { name: 'Admin overview', level: 1 })).toBeVisible();
  const documents = admin.getByTestId('work-pending_documents');
  expect(numberIn(await documents.textContent())).toBeGreaterThanOrEqual(1);
  await expect(documents).toHaveAttribute('href', '/admin/documents?status=PENDING');
  const summary = admin.getByTestId('summary-signups');
  await expect(summary).toContainText('Sign-ups');
  expect(numberIn(await summary.locator('td').first().textContent())).toBeGreaterThanOrEqual(
    figure(after, 'signups').today,
  );
  await expect(admin.getByRole('link', { name: 'Dashboard', exact: true }).first()).toBeVisible();
  await admin.context().close();
});

test('a non-admin is refused the figures', async ({ page }) => {
  await signInThroughApi(page, DEMO.student);
  expect((await page.request.get('/api/admin/overview')).status()).toBe(403);
});

for (const viewport of VIEWPORTS) {
  test(`the dashboard and the overview are accessible on ${viewport.name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const admin = await context.newPage();
    await signInThroughApi(admin, DEMO.admin, ADMIN_LOGIN);
    await openPage(admin, '/admin/dashboard');
    await expect(admin.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
    await expectAccessible(admin, `dashboard (${viewport.name})`, viewport.width);
    await openPage(admin, '/admin');
    await expect(admin.getByRole('heading', { name: 'Waiting for you' })).toBeVisible();
    await expectAccessible(admin, `overview (${viewport.name})`, viewport.width);
    await context.close();
  });
}
