import type { CatalogEventData } from '@studyhub/contracts';
import type { UserEntity } from '../users/user.entity';

/** The thin `user.profile-updated.v1` data: what other services keep read copies of. */
export function profileUpdatedDataOf(user: UserEntity): CatalogEventData<'user.profile-updated.v1'> {
  return {
    userId: user.id,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    universityId: user.universityId,
    courseId: user.courseId,
  };
}
