import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@studyhub/platform';
import { AccountsModule } from '../accounts/accounts.module';
import { GoogleAccountsRepository } from './google-accounts.repository';
import { GoogleAccountsService } from './google-accounts.service';
import { GOOGLE_SETTINGS, googleSettingsFrom, type GoogleEnv } from './google.config';
import { GoogleController } from './google.controller';
import { GoogleOidcClient } from './google-oidc.client';
import { GoogleSignInService } from './google-sign-in.service';
import { PendingSignInsRepository } from './pending-sign-ins.repository';
import { SpentCredentialsRepository } from './spent-credentials.repository';

/** Google sign-in: OpenID Connect code flow with PKCE, state and nonce; ID-token sign-in. */
@Module({
  // AccountsModule provides SessionStarter and SessionCookies: a Google sign-in ends in the same session.
  imports: [AccountsModule],
  controllers: [GoogleController],
  providers: [
    { provide: GOOGLE_SETTINGS, inject: [SERVICE_CONFIG], useFactory: (env: GoogleEnv) => googleSettingsFrom(env) },
    GoogleOidcClient,
    PendingSignInsRepository,
    SpentCredentialsRepository,
    GoogleAccountsRepository,
    GoogleAccountsService,
    GoogleSignInService,
  ],
})
export class GoogleModule {}
