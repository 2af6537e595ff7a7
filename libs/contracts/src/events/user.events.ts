import { z } from 'zod';
import { ACCOUNT_ROLES, USER_STATUSES } from '../api/auth';
import { defineEvent } from './define-event';

const userId = z.uuid();

export const userRegisteredV1 = defineEvent({
  type: 'user.registered.v1',
  description: 'An account was created (by password or by Google).',
  producer: 'auth',
  consumers: ['notifications', 'catalog', 'content'],
  data: z.object({
    userId,
    email: z.email(),
    fullName: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    method: z.enum(['password', 'google', 'seed']),
  }),
});

export const userProfileUpdatedV1 = defineEvent({
  type: 'user.profile-updated.v1',
  description: 'Name, avatar, university or course changed: services keep read copies of names and avatars.',
  producer: 'auth',
  consumers: ['catalog', 'notifications'],
  data: z.object({
    userId,
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    universityId: z.string().nullable(),
    courseId: z.string().nullable(),
  }),
});

export const userStatusChangedV1 = defineEvent({
  type: 'user.status-changed.v1',
  description:
    'An admin activated or deactivated an account; the gateway refuses the access tokens issued before it (ADR 0036).',
  producer: 'auth',
  consumers: ['gateway'],
  data: z.object({ userId, status: z.enum(USER_STATUSES), changedBy: z.uuid().nullable() }),
});

export const userSignedInV1 = defineEvent({
  type: 'user.signed-in.v1',
  description: 'A sign-in succeeded; notifications sends the security-login e-mail when enabled.',
  producer: 'auth',
  consumers: ['notifications', 'content'],
  data: z.object({
    userId,
    email: z.email(),
    fullName: z.string(),
    method: z.enum(['password', 'google']),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  }),
});

export const userDeletedV1 = defineEvent({
  type: 'user.deleted.v1',
  description:
    'An account was deleted; every service forgets the user’s personal data and the gateway refuses its tokens.',
  producer: 'auth',
  consumers: ['notifications', 'catalog', 'ai-tools', 'document-processing', 'content', 'gateway'],
  data: z.object({ userId, deletedBy: z.uuid().nullable() }),
});

/**
 * The raw single-use token travels to notifications, which renders the link into the e-mail. Auth
 * stores only its hash; the outbox copy expires with the token (docs/adr/0008).
 */
export const userEmailVerificationRequestedV1 = defineEvent({
  type: 'user.email-verification-requested.v1',
  description: 'Send the e-mail verification link.',
  producer: 'auth',
  consumers: ['notifications'],
  data: z.object({ userId, email: z.email(), fullName: z.string(), token: z.string(), expiresAt: z.iso.datetime() }),
});

export const userPasswordResetRequestedV1 = defineEvent({
  type: 'user.password-reset-requested.v1',
  description: 'Send the password reset link.',
  producer: 'auth',
  consumers: ['notifications'],
  data: z.object({ userId, email: z.email(), fullName: z.string(), token: z.string(), expiresAt: z.iso.datetime() }),
});

export const userPasswordChangedV1 = defineEvent({
  type: 'user.password-changed.v1',
  description: 'The password was changed or reset; notifications sends the security e-mail.',
  producer: 'auth',
  consumers: ['notifications'],
  data: z.object({ userId, email: z.email(), fullName: z.string(), via: z.enum(['change', 'reset']) }),
});
