import type { Browser, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, createVerifiedAccount, csrfHeaders, signInThroughApi, toast } from './support/accounts';
import { expect, openPage, test } from './support/fixtures';
import {
  buyPointsThroughApi,
  cheapestPaidDocuments,
  expectAccessible,
  points,
  pointsBalance,
  VIEWPORTS,
} from './support/money';

/**
 * The reports queue end to end: a buyer has bought a seller's document with another in one order,
 * and a second buyer bought it alone; the first reports it and a copyright owner's takedown notice
 * names it; an admin takes the notice, takes the document down with a refund to its buyers, and
 * answers. The document is gone from the site, its points are back, the first order keeps the other
 * document and says which line was refunded (ADR 0037), the second order is refunded whole and says
 * the document was removed, and the seller is told.
 */

const ADMIN_LOGIN = '/api/auth/admin/login';

async function pdfOf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= 3; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title}: page ${number}`, { x: 60, y: 770, size: 18, font });
    page.drawText(`Reaction mechanisms ${number}: nucleophiles attack the carbonyl carbon.`, {
      x: 60,
      y: 730,
      size: 11,
      font,
    });
  }
  return Buffer.from(await pdf.save());
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The seller lists a document and uploads its file; the admin approves it once it is processed. */
async function approvedDocument(seller: Page, admin: Page, title: string): Promise<{ id: string; slug: string }> {
  const [types, subjects] = await Promise.all([
    seller.request.get('/api/document-types'),
    seller.request.get('/api/subjects'),
  ]);
  const typeId = ((await types.json()) as { data: { id: number }[] }).data[0]!.id;
  const subjectId = ((await subjects.json()) as { data: { id: string }[] }).data[0]!.id;
  const created = await seller.request.post('/api/documents', {
    headers: await csrfHeaders(seller),
    data: {
      title,
      description: 'Lecture notes on reaction mechanisms.',
      document_type_id: typeId,
      subject_id: subjectId,
      price: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = ((await created.json()) as { data: { id: string; slug: string } }).data;
  const uploaded = await seller.request.put(`/api/uploads/${id}`, {
    headers: await csrfHeaders(seller),
    multipart: { file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: await pdfOf(title) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          await admin.request.post(`/api/admin/documents/${id}/approve`, {
            headers: await csrfHeaders(admin),
            data: {},
          })
        ).status(),
      { message: 'the processed document approved', timeout: 90_000, intervals: [1_000] },
    )
    .toBe(200);
  return { id, slug };
}

test('an admin takes a reported document down with a refund: gone from the site, buyer refunded, seller told', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Copied Organic Chemistry Notes ${Date.now().toString(36)}`;
  const admin = await newPage(browser);
  await signInThroughApi(admin, DEMO.admin, ADMIN_LOGIN);
  const seller = await newPage(browser);
  await createVerifiedAccount(seller, 'reported-seller');
  const document = await approvedDocument(seller, admin, title);

  // A buyer buys it with a demo document in one order.
  await createVerifiedAccount(page, 'reports-buyer');
  const [kept] = await cheapestPaidDocuments(page.request, 1);
  const funded = await buyPointsThroughApi(page, 30 + kept!.points_price);
  const checkout = await page.request.post('/api/orders/checkout', {
    headers: await csrfHeaders(page),
    data: { document_ids: [document.id, kept!.id] },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const orderId = ((await checkout.json()) as { data: { id: string } }).data.id;
  await expect.poll(() => pointsBalance(page), { message: 'the purchase paid' }).toBe(funded - 30 - kept!.points_price);

  // Another buyer buys it alone: the take-down refunds that whole order.
  const soleBuyer = await newPage(browser);
  await createVerifiedAccount(soleBuyer, 'reports-sole-buyer');
  const soleFunded = await buyPointsThroughApi(soleBuyer, 30);
  const soleCheckout = await soleBuyer.request.post('/api/orders/checkout', {
    headers: await csrfHeaders(soleBuyer),
    data: { document_ids: [document.id] },
  });
  expect(soleCheckout.status(), await soleCheckout.text()).toBe(201);
  const soleOrderId = ((await soleCheckout.json()) as { data: { id: string } }).data.id;
  await expect.poll(() => pointsBalance(soleBuyer), { message: 'the sole purchase paid' }).toBe(soleFunded - 30);

  // The buyer reports it from the document page.
  await openPage(page, `/documents/${document.slug}`);
  await page.getByTestId('report-document').click();
  const dialog = page.getByRole('dialog', { name: 'Report this document' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Copyright infringement').check();
  await dialog.getByLabel(/Details/).fill('These are the slides of my professor, copied page by page.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Thank you for your report')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copyright owner's notice names the same document.
  const owner = 'Dr. Mei Lin';
  const notice = await admin.request.post('/api/pages/legal/submissions', {
    headers: await csrfHeaders(admin),
    data: {
      kind: 'takedown',
      name: owner,
      email: 'mei.lin@university.example',
      postal_address: '12 College Road, Cambridge CB2 1TN, United Kingdom',
      phone: '+44 1223 555 010',
      work_description: 'My lecture notes on organic chemistry, published on my course page in 2025.',
      infringing_urls: [`http://localhost:13000/documents/${document.slug}`],
      location_details: 'Every page is copied from my notes.',
      good_faith: true,
      accurate_and_authorised: true,
      signature: owner,
    },
  });
  expect(notice.status(), await notice.text()).toBe(201);

  // The admin finds the notice in the queue.
  await openPage(admin, '/admin/reports');
  await expect(admin.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await admin.getByLabel('Search').fill(title);
  await admin.getByLabel('Source').selectOption('copyright_notice');
  await admin.getByRole('button', { name: 'Apply' }).click();
  const row = admin.getByTestId('admin-report-row').filter({ visible: true }).filter({ hasText: title });
  await expect
    .poll(
      async () => {
        await admin.reload();
        return row.count();
      },
      { message: 'the notice in the queue', timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(row.first()).toContainText(owner);
  for (const viewport of [...VIEWPORTS].reverse()) {
    await admin.setViewportSize(viewport);
    await expectAccessible(admin, `the reports queue (${viewport.name})`, viewport.width);
  }
  await row.first().getByRole('link', { name: title }).click();

  await expect(admin.getByRole('heading', { name: `Report of “${title}”` })).toBeVisible();
  for (const viewport of [...VIEWPORTS].reverse()) {
    await admin.setViewportSize(viewport);
    await expectAccessible(admin, `a report (${viewport.name})`, viewport.width);
  }
  await expect(admin.getByTestId('report-details')).toContainText('Every page is copied from my notes.');
  await expect(admin.getByRole('link', { name: 'Open the takedown notice' })).toBeVisible();
  const related = admin.getByRole('region', { name: 'Other reports of this document' });
  await expect(related).toContainText('User report · Copyright infringement');

  await admin.getByRole('button', { name: 'Assign to me' }).click();
  await expect(toast(admin, 'Assigned to you')).toBeVisible();
  await expect(admin.getByTestId('report-assignee')).not.toContainText('Nobody');

  // Take it down with a refund, confirmed with what it affects.
  const resolution = admin.getByRole('form', { name: 'Resolve the report' });
  await resolution.getByLabel('Take the document down').check();
  await resolution.getByLabel('Refund every buyer').check();
  await expect(
    resolution.getByText(
      '2 buyers, 60 points in all; only this document is refunded, other documents in their orders are kept.',
    ),
  ).toBeVisible();
  await resolution.getByLabel('Reason for the seller').fill('A copyright notice from the author was upheld.');
  await resolution
    .getByLabel(/Answer to the reporter/)
    .fill('Thank you. We removed the document and refunded its buyers.');
  await resolution.getByRole('button', { name: 'Take down…' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Take this document down?' });
  await expect(confirm).toContainText(`“${title}” is taken down`);
  await expect(confirm).toContainText(
    '2 buyers get 60 points back for this document (2 orders); other documents in those orders are kept.',
  );
  await expect(confirm).toContainText(`${owner} gets your answer by e-mail at mei.lin@university.example.`);
  await confirm.getByRole('button', { name: 'Take it down' }).click();
  await expect(toast(admin, 'Document taken down')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Resolution' })).toContainText('Document taken down');

  // Gone from the site: the page, the listing and search.
  await expect
    .poll(async () => (await page.request.get(`/api/documents/${document.slug}`)).status(), {
      message: 'the document taken down',
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(404);
  const listed = await page.request.get(`/api/documents?q=${encodeURIComponent(title)}`);
  expect(((await listed.json()) as { data: { id: string }[] }).data.map((item) => item.id)).not.toContain(document.id);
  await page.goto(`/documents/${document.slug}`);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // The buyer's points for this document are back; the seller is told why.
  await expect
    .poll(() => pointsBalance(page), { message: 'the refund credited', timeout: 30_000, intervals: [500] })
    .toBe(funded - kept!.points_price);
  await expect
    .poll(
      async () => {
        const response = await seller.request.get('/api/notifications');
        const body = (await response.json()) as { data: { title: string; body: string }[] };
        return body.data.find((notice) => notice.title === 'Document taken down')?.body ?? '';
      },
      { message: 'the seller told', timeout: 30_000, intervals: [500] },
    )
    .toContain('A copyright notice from the author was upheld.');
  await openPage(seller, '/dashboard/notifications');
  await expect(seller.getByText('Document taken down').filter({ visible: true }).first()).toBeVisible();

  // The buyer's order keeps the demo document and says the taken-down one was refunded.
  await openPage(page, '/dashboard/wallet/orders');
  const order = page.getByTestId('order-row').filter({ visible: true }).filter({ hasText: title });
  await expect(order).toContainText('Partly refunded');
  await expect(order).toContainText('1 of 2 documents refunded');
  await expect(order.getByRole('link', { name: title })).toHaveCount(0);
  await expect(order.getByRole('link', { name: kept!.title })).toBeVisible();
  await order.getByRole('link', { name: /^Details/ }).click();
  await expect(page).toHaveURL(`/dashboard/wallet/orders/${orderId}`);
  await expect(page.getByTestId('removed-documents-notice')).toHaveText(
    `“${title}” was removed from Studyhub, so it left your library and its 30 points went back to your wallet. ` +
      'The other documents of this order stay in your library.',
  );
  const refundedLine = page.getByTestId('order-line').filter({ hasText: title });
  await expect(refundedLine).toContainText(/Refunded on \w{3} \d{1,2}, \d{4}, .+ UTC · 30 points returned/);
  await expect(refundedLine.getByRole('link')).toHaveCount(0);
  const keptLine = page.getByTestId('order-line').filter({ hasText: kept!.title });
  await expect(keptLine).not.toContainText('Refunded');
  await expect(keptLine.getByRole('link', { name: kept!.title })).toBeVisible();
  const fact = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Points paid')).toHaveText(points(30 + kept!.points_price));
  await expect(fact('Points refunded')).toHaveText(points(30));
  await expect(fact('Points remaining')).toHaveText(points(kept!.points_price));
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `a partly refunded order (${viewport.name})`, viewport.width);
  }
  // The money-back guarantee would now return only what the order still holds.
  await page.getByRole('button', { name: 'Request refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Request a refund?' });
  await expect(refund).toContainText(`${points(kept!.points_price)} go back to your wallet.`);
  await expect(refund).toContainText(`“${kept!.title}” leaves your library`);
  await expect(refund).toContainText(`“${title}” was refunded already and is not counted again.`);
  await refund.getByRole('button', { name: 'Keep the order' }).click();
  await expect(refund).toBeHidden();

  // The buyer of it alone has the whole order back, and is told the document was removed.
  await expect
    .poll(() => pointsBalance(soleBuyer), { message: 'the sole order refunded', timeout: 30_000, intervals: [500] })
    .toBe(soleFunded);
  await openPage(soleBuyer, `/dashboard/wallet/orders/${soleOrderId}`);
  await expect(soleBuyer.getByTestId('removed-documents-notice')).toHaveText(
    `“${title}” was removed from Studyhub, so it left your library and its 30 points went back to your wallet.`,
  );
  await expect(soleBuyer.getByTestId('order-line').filter({ hasText: title })).toContainText(
    /Refunded on \w{3} \d{1,2}, \d{4}, .+ UTC · 30 points returned/,
  );
  await expect(soleBuyer.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
});

test('a visitor who is not signed in is sent to sign in before reporting, and comes back', async ({ page }) => {
  const [document] = await cheapestPaidDocuments(page.request, 1);
  await openPage(page, `/documents/${document!.slug}`);
  await page.getByTestId('report-document').click();
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/documents/${document!.slug}`)}`);
  await expect(page.getByRole('dialog', { name: 'Report this document' })).toHaveCount(0);
});
