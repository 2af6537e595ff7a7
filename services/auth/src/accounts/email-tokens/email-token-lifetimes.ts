/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** How long a password reset link works (short: it replaces the password). */
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
