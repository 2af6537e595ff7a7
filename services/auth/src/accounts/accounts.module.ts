import { Module } from '@nestjs/common';

/** Registration, sign-in, sessions and tokens, signing keys and JWKS, e-mail verification, passwords. */
@Module({})
export class AccountsModule {}
