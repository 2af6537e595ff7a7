import { ADMIN_ACCESS_REQUIRED, AUTH_ERROR_CODES } from '@studyhub/contracts';
import { defineErrors } from '@studyhub/platform';
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from '../users/avatar-limits';

const megabytes = Math.floor(AVATAR_MAX_BYTES / (1024 * 1024));
const megapixels = Math.floor(AVATAR_MAX_PIXELS / 1_000_000);

/** Failures of the caller's own account: profile, avatar and billing address. */
export const ProfileErrors = defineErrors({
  /** The token is still valid but the account was deleted (spec, auth state). */
  ACCOUNT_NOT_FOUND: { status: 'UNAUTHENTICATED', message: 'User not authenticated' },
  [AUTH_ERROR_CODES.accountInactive]: { status: 'FORBIDDEN', message: 'Your account is not active.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please choose an image file.' },
  AVATAR_TOO_LARGE: {
    status: 'PAYLOAD_TOO_LARGE',
    message: `The image is too large. Please choose one of at most ${megabytes} MB.`,
  },
  AVATAR_TOO_MANY_PIXELS: {
    status: 'PAYLOAD_TOO_LARGE',
    message: `The image has too many pixels. Please choose one of at most ${megapixels} megapixels.`,
  },
});

/** Failures of the admin users API. */
export const AdminUsersErrors = defineErrors({
  /** The token said admin, but the account is no longer an active admin. */
  ADMIN_ACCESS_REQUIRED: { status: 'FORBIDDEN', message: ADMIN_ACCESS_REQUIRED },
  USER_NOT_FOUND: { status: 'NOT_FOUND', message: 'User not found.' },
  CANNOT_DELETE_SELF: { status: 'CONFLICT', message: 'You cannot delete your own account.' },
  CANNOT_DEACTIVATE_SELF: { status: 'CONFLICT', message: 'You cannot deactivate your own account.' },
  BULK_INCLUDES_SELF: {
    status: 'CONFLICT',
    message: 'Your own account cannot be part of a bulk action. Remove it from the selection.',
  },
});
