import {
  changePasswordRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  registerRequestSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@studyhub/contracts';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FormValidation<F extends string, T> =
  { isValid: true; data: T } | { isValid: false; errors: FieldErrors<F> };

/** Spec section 5 (reset password): the toast title and text for each problem. */
export const PASSWORD_MISMATCH_TOAST = {
  title: PASSWORDS_DO_NOT_MATCH,
  description: 'Please make sure both passwords are identical.',
} as const;
export const PASSWORD_TOO_SHORT_TOAST = { title: 'Password too short', description: PASSWORD_TOO_SHORT } as const;
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password.';

/** The part of a zod error the forms read (the frontend does not depend on zod directly). */
interface SchemaIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function collectErrors<F extends string>(error: SchemaIssues, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F]) {
      errors[field as F] = issue.message;
    }
  }
  return errors;
}

/** The first field with an error, in form order: focus goes there after a failed submit. */
export function firstErrorField<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | null {
  return order.find((field) => Boolean(errors[field])) ?? null;
}

/**
 * A new password and its confirmation (reset and change password). Returns the problem to show,
 * or null when the pair is acceptable. A mismatch is reported before the length.
 */
export function checkPasswordPair(
  password: string,
  confirmation: string,
): { field: 'password' | 'confirmPassword'; title: string; description: string } | null {
  if (password !== confirmation) return { field: 'confirmPassword', ...PASSWORD_MISMATCH_TOAST };
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', ...PASSWORD_TOO_SHORT_TOAST };
  return null;
}

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** Spec section 5: email and password required. */
export function validateLoginForm(values: Record<LoginField, string>): FormValidation<LoginField, LoginRequest> {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  return { isValid: false, errors: collectErrors(result.error, LOGIN_FIELDS) };
}

export const REGISTER_FIELDS = ['full_name', 'email', 'password', 'confirmPassword'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Spec section 5: every field required; the passwords must match. */
export function validateRegisterForm(
  values: Record<RegisterField, string>,
): FormValidation<RegisterField, RegisterRequest> {
  const result = registerRequestSchema.safeParse({
    full_name: values.full_name,
    email: values.email,
    password: values.password,
  });
  const errors: FieldErrors<RegisterField> = result.success ? {} : collectErrors(result.error, REGISTER_FIELDS);
  if (!values.confirmPassword) errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (result.success && Object.keys(errors).length === 0) return { isValid: true, data: result.data };
  return { isValid: false, errors };
}

export function validateEmailForm(email: string): FormValidation<'email', { email: string }> {
  const result = emailOnlyRequestSchema.safeParse({ email });
  if (result.success) return { isValid: true, data: result.data };
  return { isValid: false, errors: collectErrors(result.error, ['email'] as const) };
}

export const CHANGE_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type ChangePasswordField = (typeof CHANGE_PASSWORD_FIELDS)[number];

export function validateChangePasswordForm(
  values: Record<ChangePasswordField, string>,
): FormValidation<ChangePasswordField, { current_password: string; new_password: string }> {
  const errors: FieldErrors<ChangePasswordField> = {};
  const result = changePasswordRequestSchema.safeParse({
    current_password: values.currentPassword,
    new_password: values.newPassword,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'current_password' ? 'currentPassword' : 'newPassword';
      errors[field] ??= issue.message;
    }
  }
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (result.success && Object.keys(errors).length === 0) return { isValid: true, data: result.data };
  return { isValid: false, errors };
}
