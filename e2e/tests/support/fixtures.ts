import { expect, test as base, type Page, type Response, type Route, type TestInfo } from '@playwright/test';

/**
 * Browser messages that are network results rather than application errors: the browser logs
 * every 4xx/5xx response (e.g. /api/auth/me answering 401 to a visitor, or link prefetches of
 * routes that later issues add).
 */
const NETWORK_NOISE = /^Failed to load resource/;

/** React's production hydration errors (#418 text or HTML, #419, #423, #425) carry no diff. */
const HYDRATION_MISMATCH = /Minified React error #(418|419|423|425)/;

/**
 * The page documents a test loaded, so a hydration mismatch can be diagnosed from the exact HTML
 * the server sent (production React names no element): the HTML is attached to the failed test.
 */
class DocumentResponses {
  private latest: Response | null = null;
  private readonly kept: Response[] = [];

  record(response: Response): void {
    if (response.request().resourceType() === 'document' && response.request().frame().parentFrame() === null) {
      this.latest = response;
    }
  }

  keepLatest(): void {
    if (this.latest && !this.kept.includes(this.latest)) this.kept.push(this.latest);
  }

  async attachKept(testInfo: TestInfo): Promise<void> {
    for (const [index, response] of this.kept.entries()) {
      const body = await response.text().catch((error: unknown) => `(body unavailable: ${String(error)})`);
      await testInfo.attach(`hydration-mismatch-document-${index + 1}.html`, {
        body: `<!-- ${response.url()} -->\n${body}`,
        contentType: 'text/html',
      });
    }
  }
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const documents = new DocumentResponses();
      page.on('response', (response) => documents.record(response));
      page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_NOISE.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        errors.push(`pageerror: ${error.message}`);
        if (HYDRATION_MISMATCH.test(error.message)) documents.keepLatest();
      });
      await use(errors);
      await documents.attachKept(testInfo);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface TestUser {
  id: string;
  email: string;
  full_name: string | null;
  role: string;
  avatar_url: string | null;
}

export const SIGNED_IN_USER: TestUser = {
  id: '6f1d2c7e-3b8a-4c1e-9d2f-0a1b2c3d4e5f',
  email: 'maya.chen@example.edu',
  full_name: 'Maya Chen',
  role: 'user',
  avatar_url: null,
};

async function fulfilJson(route: Route, status: number, body: unknown) {
  await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** GET /api/auth/me answers 401: a visitor. */
export async function mockSignedOut(page: Page) {
  await page.route('**/api/auth/me', (route) =>
    fulfilJson(route, 401, { error: { code: 'UNAUTHENTICATED', message: 'No user logged in' } }),
  );
}

/** GET /api/auth/me answers with a user and /api/points/balance with the given balance. */
export async function mockSignedIn(page: Page, options: { balance?: number; user?: Partial<TestUser> } = {}) {
  const user = { ...SIGNED_IN_USER, ...options.user };
  await page.route('**/api/auth/me', (route) => fulfilJson(route, 200, { data: { user } }));
  await page.route('**/api/points/balance', (route) =>
    fulfilJson(route, 200, { data: { points_balance: options.balance ?? 12500, lifetime_spent: 340 } }),
  );
  return user;
}

export { fulfilJson };

/**
 * Navigates and waits until the client has hydrated and asked for the session (the header's
 * loading placeholder is gone), so typing and clicking reach React handlers.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.getByTestId('account-loading')).toHaveCount(0);
  return response;
}

/**
 * Installs a fake clock that stands still until the test moves it with `page.clock.runFor`.
 * Call before the first navigation.
 */
export async function installPausedClock(page: Page) {
  const start = new Date('2025-11-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}
