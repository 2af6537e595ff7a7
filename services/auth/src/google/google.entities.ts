/** TypeORM entities of Google sign-in. */
export const GOOGLE_ENTITIES: (new () => object)[] = [];
