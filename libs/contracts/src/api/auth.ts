import { z } from 'zod';
import { adminSortQuery, exportFormatQuery } from './admin-lists';

/** Spec section 9: minimum password length. Longer limit guards the hash function. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Cookie names and lifetimes shared by auth, the gateway and the frontend. */
export const SESSION_COOKIES = {
  /** httpOnly; the access JWT (also accepted as `Authorization: Bearer`). */
  access: 'sh_access',
  /** httpOnly, path /api/auth; the opaque refresh token. */
  refresh: 'sh_refresh',
  /** Readable by scripts; echoed in the `x-csrf-token` header on cookie-authenticated writes. */
  csrf: 'sh_csrf',
} as const;
export const CSRF_HEADER = 'x-csrf-token';
/** Spec section 9: the session cookie lives 7 days. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 604_800;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.').max(254, 'Email must be at most 254 characters.'));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
const fullName = z
  .string()
  .trim()
  .min(1, 'Please enter your full name.')
  .max(120, 'Full name must be at most 120 characters.');

/** POST /api/auth/register */
export const registerRequestSchema = z.object({ email, password, full_name: fullName });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login and /api/auth/admin/login */
export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required.').max(254),
  password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/refresh (the body may be empty when the refresh cookie is sent). */
export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512).optional() });

/** POST /api/auth/verify-email */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(512) });
/** POST /api/auth/resend-verification and /api/auth/forgot-password */
export const emailOnlyRequestSchema = z.object({ email });
/** POST /api/auth/reset-password */
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(512), password });
/** PUT /api/auth/password */
export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1, 'Please enter your current password.').max(PASSWORD_MAX_LENGTH),
  new_password: password,
});

/** PUT /api/auth/profile: the university is a catalog id; changing it clears the course. */
export const updateProfileRequestSchema = z.object({
  full_name: fullName,
  university_id: z.string().trim().min(1).max(64).nullable().optional(),
  course_id: z.string().trim().min(1).max(64).nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** PUT /api/auth/billing-address (spec section 3: billing address). */
export const billingAddressSchema = z.object({
  address_line1: z.string().trim().min(1, 'Please enter the address.').max(200),
  address_line2: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().min(1, 'Please enter the city.').max(100),
  state: z.string().trim().min(1, 'Please enter the state or region.').max(100),
  country_id: z.string().trim().min(1, 'Please choose a country.').max(64),
  postal_code: z.string().trim().min(1, 'Please enter the postal code.').max(20),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid phone number.'),
  default_billing_address: z.boolean().default(true),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** The user as every auth answer returns it (snake_case, spec section 3). */
export interface AccountUser {
  id: string;
  email: string;
  full_name: string;
  role: AccountRole;
  status: UserStatus;
  email_verified: boolean;
  avatar_url: string | null;
  university_id: string | null;
  course_id: string | null;
  created_at: string;
  updated_at: string;
}

/** `{data: ...}` of login, refresh and admin login. */
export interface SessionResponse {
  user: AccountUser;
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/** `{data: ...}` of GET /api/auth/config: which sign-in methods this deployment offers. */
export interface AuthConfig {
  google_enabled: boolean;
  /** The public OAuth client id Google's one-tap prompt starts with; only when Google sign-in is on. */
  google_client_id?: string;
}

/** The error codes auth answers with beyond the generic ones. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  accountInactive: 'ACCOUNT_INACTIVE',
  emailTaken: 'EMAIL_TAKEN',
  invalidToken: 'INVALID_TOKEN',
  csrfFailed: 'CSRF_FAILED',
} as const;

/** Spec: admin login by a non-admin or an inactive account. */
export const ADMIN_ACCESS_REQUIRED = 'Unauthorized: Admin access required';

/** GET /api/users (admin) */
export const ADMIN_USER_SORTS = ['created_at', 'email', 'full_name', 'role', 'status'] as const;
export const listUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  ...adminSortQuery(ADMIN_USER_SORTS, { sort: 'created_at', order: 'desc' }),
  ...exportFormatQuery,
});
/** PATCH /api/users/{id}/status */
export const setUserStatusRequestSchema = z.object({ status: z.enum(USER_STATUSES) });
/** POST /api/users/bulk (admin): one action over up to 100 users. */
export const bulkUsersRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete'), ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ action: z.literal('set_status'), ids: z.array(z.uuid()).min(1).max(100), status: z.enum(USER_STATUSES) }),
]);
