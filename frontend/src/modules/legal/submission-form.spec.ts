import {
  emptyValues,
  firstInvalidField,
  readSubmissionApiError,
  requestOf,
  validateSubmission,
} from './submission-form';

describe('legal submission form', () => {
  it('sends the document links one per line and leaves empty optional fields out', () => {
    const values = {
      ...emptyValues('takedown'),
      infringing_urls: ' https://studyhub.com/documents/a \n\nhttps://studyhub.com/documents/b',
    };
    const body = requestOf('takedown', values);
    expect(body.kind).toBe('takedown');
    expect(body.infringing_urls).toEqual(['https://studyhub.com/documents/a', 'https://studyhub.com/documents/b']);
    expect(body).not.toHaveProperty('location_details');
    expect(body.good_faith).toBe(false);
  });

  it('checks a complaint with the API schema and points at the first invalid field', () => {
    const result = validateSubmission('complaint', { ...emptyValues('complaint'), email: 'nope' });
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(Object.keys(result.errors).sort()).toEqual(['category', 'email', 'message', 'name', 'subject']);
    expect(firstInvalidField('complaint', result.errors)).toBe('name');
  });

  it('accepts a complete complaint', () => {
    const result = validateSubmission('complaint', {
      ...emptyValues('complaint'),
      name: 'Ana',
      email: 'ana@example.org',
      category: 'document',
      subject: 'Wrong answers',
      message: 'The answers in chapter 3 of these notes are wrong.',
    });
    expect(result.isValid && result.data).toMatchObject({ kind: 'complaint', content_url: null });
  });

  it('reads the service’s field errors by field', () => {
    expect(
      readSubmissionApiError({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { 'infringing_urls.0': ['Bad'] },
        },
      }),
    ).toEqual({ message: 'Some fields are not valid.', errors: { infringing_urls: ['Bad'] } });
  });
});
