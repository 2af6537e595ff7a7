import { googleProfileOf, newAccountNameOf } from './google-profile';
import { GoogleSignInRefused } from './google-sign-in-refused';

const claims = {
  sub: '104356789012345678901',
  email: 'Ada.Lovelace@Example.org',
  email_verified: true,
  name: 'Ada Lovelace',
  picture: 'https://lh3.googleusercontent.com/a/ada=s96-c',
};

function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GoogleSignInRefused) return error.reason;
    throw error;
  }
  return undefined;
}

describe('googleProfileOf', () => {
  it('reads subject, lower-cased e-mail, name and picture', () => {
    expect(googleProfileOf(claims)).toEqual({
      subject: '104356789012345678901',
      email: 'ada.lovelace@example.org',
      fullName: 'Ada Lovelace',
      pictureUrl: 'https://lh3.googleusercontent.com/a/ada=s96-c',
    });
  });

  it('refuses an address the provider has not verified', () => {
    expect(refusalOf(() => googleProfileOf({ ...claims, email_verified: false }))).toBe('email_not_verified');
    expect(refusalOf(() => googleProfileOf({ ...claims, email_verified: undefined }))).toBe('email_not_verified');
    expect(refusalOf(() => googleProfileOf({ ...claims, email_verified: 'false' }))).toBe('email_not_verified');
    expect(googleProfileOf({ ...claims, email_verified: 'true' }).email).toBe('ada.lovelace@example.org');
  });

  it('refuses a token without subject or e-mail', () => {
    expect(refusalOf(() => googleProfileOf({ ...claims, sub: undefined }))).toBe('invalid_response');
    expect(refusalOf(() => googleProfileOf({ ...claims, email: undefined }))).toBe('email_missing');
    expect(refusalOf(() => googleProfileOf({ ...claims, email: 'not an address' }))).toBe('email_missing');
  });

  it('builds the name from given and family names, and caps it at 120 characters', () => {
    const parts = googleProfileOf({ ...claims, name: ' ', given_name: 'Ada', family_name: 'Lovelace' });
    expect(parts.fullName).toBe('Ada Lovelace');
    expect(googleProfileOf({ ...claims, name: 'x'.repeat(300) }).fullName).toHaveLength(120);
    expect(googleProfileOf({ ...claims, name: undefined }).fullName).toBeNull();
  });

  it('keeps only https pictures', () => {
    expect(googleProfileOf({ ...claims, picture: 'http://example.org/a.png' }).pictureUrl).toBeNull();
    expect(googleProfileOf({ ...claims, picture: 'javascript:alert(1)' }).pictureUrl).toBeNull();
    expect(googleProfileOf({ ...claims, picture: 42 }).pictureUrl).toBeNull();
  });

  it('names a new account after the address when the provider gives no name', () => {
    expect(newAccountNameOf(googleProfileOf({ ...claims, name: undefined }))).toBe('ada.lovelace');
    expect(newAccountNameOf(googleProfileOf(claims))).toBe('Ada Lovelace');
  });
});
