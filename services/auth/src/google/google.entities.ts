import { UserIdentityEntity } from './user-identity.entity';

/** TypeORM entities of Google sign-in. */
export const GOOGLE_ENTITIES: (new () => object)[] = [UserIdentityEntity];
