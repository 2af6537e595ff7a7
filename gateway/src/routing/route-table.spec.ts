import { AI_TIMEOUT_MS, resolveRoute, UPLOAD_TIMEOUT_MS } from './route-table';

describe('resolveRoute', () => {
  it.each([
    ['/auth/login', 'auth'],
    ['/auth/me', 'auth'],
    ['/users/123/status', 'auth'],
    ['/documents', 'catalog'],
    ['/documents/featured', 'catalog'],
    ['/documents/intro-to-biology/related', 'catalog'],
    ['/documents/42/file-url', 'document-processing'],
    ['/documents/42/reports', 'content'],
    ['/uploads/42', 'document-processing'],
    ['/uploads/status', 'document-processing'],
    ['/storage/cover-images/a/b.webp', 'document-processing'],
    ['/search/instant', 'catalog'],
    ['/library', 'catalog'],
    ['/admin/documents/42/approve', 'catalog'],
    ['/points/balance', 'points-ledger'],
    ['/points/transactions', 'points-ledger'],
    ['/points/packages', 'orders'],
    ['/points/orders', 'orders'],
    ['/seller/withdrawals', 'points-ledger'],
    ['/seller/overview', 'orders'],
    ['/seller/orders', 'orders'],
    ['/seller/wallet', 'points-ledger'],
    ['/admin/withdrawals/1/approve', 'points-ledger'],
    ['/admin/points-transactions', 'points-ledger'],
    ['/admin/points-accounts/7f0c6a52-2f4e-4d7e-9a57-1d1f5a0c1e11', 'points-ledger'],
    ['/users/123/sign-ins', 'auth'],
    ['/admin/settings/money/history', 'points-ledger'],
    ['/admin/settings/documents', 'document-processing'],
    ['/admin/settings/accounts', 'auth'],
    ['/admin/settings/ai-prices', 'ai-tools'],
    ['/admin/settings/ai-tools/history', 'ai-tools'],
    ['/ai-tools/offer', 'ai-tools'],
    ['/admin/ai-tools/models', 'ai-tools'],
    ['/auth/registration', 'auth'],
    ['/admin/points-orders', 'orders'],
    ['/admin/points-packages/1', 'orders'],
    ['/admin/points-bonus-tiers/1', 'orders'],
    ['/orders/checkout', 'orders'],
    ['/payments/stripe/webhook', 'orders'],
    ['/papers/1/generate', 'ai-tools'],
    ['/ai-detector', 'ai-tools'],
    ['/plagiarism', 'ai-tools'],
    ['/notification-preferences', 'notifications'],
    ['/notifications/read-all', 'notifications'],
    ['/contact', 'content'],
    ['/blog/posts/featured', 'content'],
    ['/scholarships', 'content'],
  ])('sends %s to %s', (path, service) => {
    expect(resolveRoute(path)?.service).toBe(service);
  });

  it('leaves the signed payment webhook out of the per-address budgets, and nothing else', () => {
    expect(resolveRoute('/payments/stripe/webhook')).toMatchObject({ service: 'orders', rateLimit: 'none' });
    expect(resolveRoute('/payments/stripe/other')?.rateLimit).toBeUndefined();
    expect(resolveRoute('/points/orders')?.rateLimit).toBeUndefined();
  });

  it('gives uploads a longer upstream time limit than other routes', () => {
    expect(resolveRoute('/uploads/42')?.timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    expect(resolveRoute('/uploads/42/status')?.timeoutMs).toBe(UPLOAD_TIMEOUT_MS);
    expect(resolveRoute('/documents/42/file-url')?.timeoutMs).toBeUndefined();
    expect(resolveRoute('/uploads/status')?.timeoutMs).toBeUndefined();
  });

  it('lets model calls and reference uploads run longer, and only those AI routes', () => {
    expect(resolveRoute('/papers/42/generate')).toMatchObject({ service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS });
    expect(resolveRoute('/editor/actions')).toMatchObject({ service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS });
    expect(resolveRoute('/papers/42/sources')).toMatchObject({ service: 'ai-tools', timeoutMs: UPLOAD_TIMEOUT_MS });
    expect(resolveRoute('/papers/42')?.timeoutMs).toBeUndefined();
    expect(resolveRoute('/papers/42/sources/smith2020')?.timeoutMs).toBeUndefined();
    expect(resolveRoute('/editor/check')?.timeoutMs).toBeUndefined();
    expect(resolveRoute('/homework/questions')).toMatchObject({ service: 'ai-tools', timeoutMs: AI_TIMEOUT_MS });
    expect(resolveRoute('/homework/questions/some-slug')?.timeoutMs).toBeUndefined();
  });

  it('matches whole segments only', () => {
    expect(resolveRoute('/documentsx')).toBeUndefined();
    expect(resolveRoute('/pointsbalance')).toBeUndefined();
  });

  it.each([
    '/internal/spend',
    '/internal',
    '/documents/../internal/spend',
    '/documents/%2E%2E/x',
    '/documents/./x',
    '/bad%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveRoute(path)).toBeUndefined();
  });

  it('gives complaints and takedown notices the contact form’s budget, and page reads none', () => {
    expect(resolveRoute('/pages/legal/submissions')).toMatchObject({
      service: 'content',
      rateLimit: 'sensitive',
      budget: 'contact',
    });
    expect(resolveRoute('/pages/legal/terms')).toMatchObject({ service: 'content' });
    expect(resolveRoute('/pages/legal/terms')?.rateLimit).toBeUndefined();
    expect(resolveRoute('/admin/pages/inbox')?.service).toBe('content');
    expect(resolveRoute('/admin/audit-log')?.service).toBe('content');
    expect(resolveRoute('/admin/audit-log/facets')?.service).toBe('content');
    expect(resolveRoute('/admin/overview')?.service).toBe('content');
  });

  it('puts credential routes on the sensitive budget', () => {
    expect(resolveRoute('/auth/login')).toMatchObject({ rateLimit: 'sensitive', budget: 'credentials' });
    expect(resolveRoute('/auth/me')?.rateLimit).toBeUndefined();
  });

  it.each([
    '/auth/register',
    '/auth/forgot-password',
    '/auth/resend-verification',
    '/auth/admin/login',
    '/auth/google/id-token',
  ])('guards %s with the credentials budget', (path) => {
    expect(resolveRoute(path)).toMatchObject({ service: 'auth', budget: 'credentials' });
  });

  it('leaves token refresh on the standard budget: every open tab refreshes', () => {
    expect(resolveRoute('/auth/refresh')).toMatchObject({ service: 'auth' });
    expect(resolveRoute('/auth/refresh')?.rateLimit).toBeUndefined();
  });
});
