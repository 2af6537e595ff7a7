/** TypeORM entities of sign-in, sessions and tokens. */
export const ACCOUNTS_ENTITIES: (new () => object)[] = [];
