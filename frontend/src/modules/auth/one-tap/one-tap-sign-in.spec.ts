import type { ApiResult } from '../../http/api-result';
import type { SessionGrant } from '../api/session-grant';
import type { SessionUser } from '../session-user';
import { completeOneTapSignIn, type OneTapSignInPorts } from './one-tap-sign-in';

const USER: SessionUser = {
  id: 'user-1',
  email: 'noor@example.org',
  full_name: 'Noor Haddad',
  role: 'user',
  avatar_url: null,
  status: 'active',
  email_verified: true,
  university_id: null,
  course_id: null,
  created_at: null,
};
const GRANT: SessionGrant = { user: USER, expiresAt: 1_900_000_000_000 };

function ports(answer: ApiResult<SessionGrant>, location = { pathname: '/', search: '' }) {
  return {
    signInWithIdToken: jest.fn(async () => answer),
    signIn: jest.fn(),
    showToast: jest.fn(),
    location: () => location,
    navigate: jest.fn(),
    refresh: jest.fn(),
  } satisfies OneTapSignInPorts;
}

describe('completeOneTapSignIn', () => {
  it('signs in with the credential, says so and stays on the page', async () => {
    const page = ports({ ok: true, status: 200, data: GRANT }, { pathname: '/documents/notes', search: '' });
    await completeOneTapSignIn('header.payload.signature', page);
    expect(page.signInWithIdToken).toHaveBeenCalledWith('header.payload.signature');
    expect(page.signIn).toHaveBeenCalledWith(GRANT);
    expect(page.showToast).toHaveBeenCalledWith({ title: 'Successfully signed in!', variant: 'success' });
    expect(page.refresh).toHaveBeenCalledTimes(1);
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('continues from the login page to its return target', async () => {
    const page = ports({ ok: true, status: 200, data: GRANT }, { pathname: '/login', search: '?returnUrl=%2Fcart' });
    await completeOneTapSignIn('token', page);
    expect(page.navigate).toHaveBeenCalledWith('/cart');
    expect(page.refresh).not.toHaveBeenCalled();
  });

  it('continues from the register page to the dashboard without a return target', async () => {
    const page = ports({ ok: true, status: 200, data: GRANT }, { pathname: '/register', search: '' });
    await completeOneTapSignIn('token', page);
    expect(page.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it("shows the spec's failure text alone when the server gives no other reason", async () => {
    const page = ports({
      ok: false,
      status: 401,
      error: { code: 'INVALID_TOKEN', message: 'Failed to sign in with Google' },
    });
    await completeOneTapSignIn('token', page);
    expect(page.showToast).toHaveBeenCalledWith({ title: 'Failed to sign in with Google', variant: 'error' });
    expect(page.signIn).not.toHaveBeenCalled();
    expect(page.navigate).not.toHaveBeenCalled();
    expect(page.refresh).not.toHaveBeenCalled();
  });

  it("adds the server's reason under the failure text", async () => {
    const page = ports({
      ok: false,
      status: 403,
      error: { code: 'ACCOUNT_INACTIVE', message: 'Your account is not active.' },
    });
    await completeOneTapSignIn('token', page);
    expect(page.showToast).toHaveBeenCalledWith({
      title: 'Failed to sign in with Google',
      description: 'Your account is not active.',
      variant: 'error',
    });
  });

  it('does not pass on a generic server error', async () => {
    const page = ports({ ok: false, status: 502, error: { code: 'SERVER_ERROR', message: 'Something went wrong.' } });
    await completeOneTapSignIn('token', page);
    expect(page.showToast).toHaveBeenCalledWith({ title: 'Failed to sign in with Google', variant: 'error' });
  });
});
