import {
  checkPasswordPair,
  firstErrorField,
  REGISTER_FIELDS,
  validateChangePasswordForm,
  validateEmailForm,
  validateLoginForm,
  validateRegisterForm,
} from './auth-forms';

describe('checkPasswordPair', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(checkPasswordPair('secret', 'secret')).toBeNull();
  });

  it('reports a mismatch with the spec texts', () => {
    expect(checkPasswordPair('secret1', 'secret2')).toEqual({
      field: 'confirmPassword',
      title: 'Passwords do not match',
      description: 'Please make sure both passwords are identical.',
    });
  });

  it('reports a short password with the spec texts', () => {
    expect(checkPasswordPair('abc', 'abc')).toEqual({
      field: 'password',
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
  });

  it('reports the mismatch first', () => {
    expect(checkPasswordPair('abc', 'abd')?.title).toBe('Passwords do not match');
  });
});

describe('validateLoginForm', () => {
  it('needs both fields', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      isValid: false,
      errors: { email: 'Email is required.', password: 'Password is required.' },
    });
  });

  it('normalises the e-mail', () => {
    expect(validateLoginForm({ email: ' Maya@Example.EDU ', password: 'x' })).toEqual({
      isValid: true,
      data: { email: 'maya@example.edu', password: 'x' },
    });
  });
});

describe('validateRegisterForm', () => {
  const valid = { full_name: 'Maya Chen', email: 'maya@example.edu', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a complete form and drops the confirmation', () => {
    expect(validateRegisterForm(valid)).toEqual({
      isValid: true,
      data: { full_name: 'Maya Chen', email: 'maya@example.edu', password: 'secret1' },
    });
  });

  it('requires every field', () => {
    const result = validateRegisterForm({ full_name: ' ', email: '', password: '', confirmPassword: '' });
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(Object.keys(result.errors).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(firstErrorField(result.errors, REGISTER_FIELDS)).toBe('full_name');
  });

  it('says when the passwords do not match', () => {
    expect(validateRegisterForm({ ...valid, confirmPassword: 'secret2' })).toEqual({
      isValid: false,
      errors: { confirmPassword: 'Passwords do not match' },
    });
  });

  it('enforces the minimum length', () => {
    expect(validateRegisterForm({ ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      isValid: false,
      errors: { password: 'Password must be at least 6 characters long.' },
    });
  });
});

describe('validateEmailForm', () => {
  it('needs a valid address', () => {
    expect(validateEmailForm('nope')).toEqual({
      isValid: false,
      errors: { email: 'Please enter a valid email address.' },
    });
    expect(validateEmailForm('a@b.co')).toEqual({ isValid: true, data: { email: 'a@b.co' } });
  });
});

describe('validateChangePasswordForm', () => {
  it('maps the API fields to the form fields', () => {
    expect(validateChangePasswordForm({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      isValid: false,
      errors: {
        currentPassword: 'Please enter your current password.',
        newPassword: 'Password must be at least 6 characters long.',
        confirmPassword: 'Passwords do not match',
      },
    });
  });

  it('builds the request body', () => {
    expect(
      validateChangePasswordForm({ currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' }),
    ).toEqual({ isValid: true, data: { current_password: 'old', new_password: 'secret1' } });
  });
});
