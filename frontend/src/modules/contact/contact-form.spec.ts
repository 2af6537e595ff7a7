import {
  CONTACT_SEND_FAILED,
  EMPTY_CONTACT_FORM,
  firstInvalidField,
  readContactApiError,
  validateContactForm,
} from './contact-form';

const valid = {
  name: 'Maya Chen',
  email: 'maya.chen@example.edu',
  topic: 'payments',
  subject: 'Points not credited',
  message: 'I bought 500 points this morning but my balance still shows the old amount.',
};

describe('validateContactForm', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContactForm({ ...valid, name: '  Maya Chen  ' });
    expect(result).toEqual({ isValid: true, data: { ...valid, name: 'Maya Chen' } });
  });

  it('reports every missing field with the schema messages', () => {
    const result = validateContactForm(EMPTY_CONTACT_FORM);
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(result.errors.name).toEqual(['Please enter your name.']);
    expect(result.errors.email).toEqual(['Please enter a valid email address.']);
    expect(result.errors.topic).toEqual(['Please choose a topic.']);
    expect(result.errors.subject).toEqual(['Subject must be at least 3 characters.']);
    expect(result.errors.message).toEqual(['Message must be at least 20 characters.']);
    expect(firstInvalidField(result.errors)).toBe('name');
  });

  it('flags only the invalid fields', () => {
    const result = validateContactForm({ ...valid, email: 'maya@', message: 'Too short' });
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'message']);
    expect(firstInvalidField(result.errors)).toBe('email');
  });
});

describe('readContactApiError', () => {
  it('reads the message and known field errors', () => {
    expect(
      readContactApiError({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields need attention.',
          fields: { email: ['This address cannot receive mail.'], unknown: ['ignored'] },
        },
      }),
    ).toEqual({ message: 'Some fields need attention.', errors: { email: ['This address cannot receive mail.'] } });
  });

  it('falls back to a generic message for an unexpected body', () => {
    expect(readContactApiError('<html>Bad gateway</html>')).toEqual({ message: CONTACT_SEND_FAILED, errors: {} });
    expect(readContactApiError(null)).toEqual({ message: CONTACT_SEND_FAILED, errors: {} });
  });
});
