import type { AccountUser } from '@studyhub/contracts';
import type { UserEntity } from './user.entity';

/** The user as every auth answer returns it (never the password hash or the billing address). */
export function toAccountUser(user: UserEntity): AccountUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    status: user.status,
    email_verified: user.emailVerifiedAt !== null,
    avatar_url: user.avatarUrl,
    university_id: user.universityId,
    course_id: user.courseId,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}
