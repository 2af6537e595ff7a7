import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const claim = { userId: '0f8fad5b-d9cb-469f-a165-70867728950e', preferenceId: 'order-status' as const };

describe('unsubscribe tokens', () => {
  it('round-trips a genuine token', () => {
    const token = signUnsubscribeToken(claim, 'secret-a');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(token, 'secret-a')).toEqual(claim);
  });

  it('refuses a token signed with another secret, or with its preference swapped', () => {
    const token = signUnsubscribeToken(claim, 'secret-a');
    expect(verifyUnsubscribeToken(token, 'secret-b')).toBeUndefined();
    const [, signature] = token.split('.');
    const swapped = Buffer.from(`${claim.userId}:security-login`).toString('base64url');
    expect(verifyUnsubscribeToken(`${swapped}.${signature}`, 'secret-a')).toBeUndefined();
  });

  it('refuses malformed tokens and unknown preferences even when signed', () => {
    expect(verifyUnsubscribeToken('', 'secret-a')).toBeUndefined();
    expect(verifyUnsubscribeToken('abc', 'secret-a')).toBeUndefined();
    expect(verifyUnsubscribeToken('a.b.c', 'secret-a')).toBeUndefined();
    const unknown = signUnsubscribeToken({ ...claim, preferenceId: 'marketing' as never }, 'secret-a');
    expect(verifyUnsubscribeToken(unknown, 'secret-a')).toBeUndefined();
  });
});
