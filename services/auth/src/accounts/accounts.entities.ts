import { EmailTokenEntity } from './email-tokens/email-token.entity';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { SignInRecordEntity } from './sign-ins/sign-in-record.entity';
import { SigningKeyEntity } from './signing-keys/signing-key.entity';

/** TypeORM entities of sign-in, sessions and tokens. */
export const ACCOUNTS_ENTITIES: (new () => object)[] = [
  SigningKeyEntity,
  RefreshTokenEntity,
  EmailTokenEntity,
  SignInRecordEntity,
];
