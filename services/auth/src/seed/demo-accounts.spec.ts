import { demoAccountsFrom } from './demo-accounts';

describe('demoAccountsFrom', () => {
  it('names the admin from ADMIN_EMAIL (lower-cased) and gives the demo users DEMO_PASSWORD', () => {
    expect(
      demoAccountsFrom({
        ADMIN_EMAIL: 'Boss@Example.org',
        ADMIN_PASSWORD: 'boss-secret',
        DEMO_PASSWORD: 'demo-secret',
      }),
    ).toEqual([
      { email: 'boss@example.org', password: 'boss-secret', fullName: 'Studyhub Admin', role: 'admin' },
      { email: 'student@studyhub.local', password: 'demo-secret', fullName: 'Demo Student', role: 'user' },
      { email: 'seller@studyhub.local', password: 'demo-secret', fullName: 'Demo Seller', role: 'user' },
    ]);
  });
});
