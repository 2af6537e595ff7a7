import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('leaves a URL without a query alone', () => {
    expect(redactUrl('/auth/me')).toBe('/auth/me');
  });

  it('hides the OAuth code and state of a callback', () => {
    expect(redactUrl('/auth/google/callback?code=abc123&state=xyz&iss=https%3A%2F%2Fop')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fop',
    );
  });

  it('hides e-mail link tokens whatever the case of the name', () => {
    expect(redactUrl('/auth/callback?type=email_verification&TOKEN=s3cret')).toBe(
      '/auth/callback?type=email_verification&TOKEN=[redacted]',
    );
  });

  it('keeps ordinary parameters and flags without values', () => {
    expect(redactUrl('/documents?q=organic+chemistry&page=2&featured')).toBe(
      '/documents?q=organic+chemistry&page=2&featured',
    );
  });

  it('survives a malformed escape in a name', () => {
    expect(redactUrl('/x?%E0%A4%A=1&token=t')).toBe('/x?%E0%A4%A=1&token=[redacted]');
  });
});
