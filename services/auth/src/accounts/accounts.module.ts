import { Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@studyhub/platform';
import { ACCOUNTS_SETTINGS, accountsSettingsFrom, type AccountsEnv } from './accounts.config';
import { AccountsController } from './accounts.controller';
import { EmailTokensRepository } from './email-tokens/email-tokens.repository';
import { AccountsMaintenance } from './maintenance/accounts-maintenance';
import { OutboxTokenRedactionRepository } from './maintenance/outbox-token-redaction.repository';
import { PasswordHasher } from './passwords/password-hasher';
import { PasswordsRepository } from './passwords/passwords.repository';
import { PasswordsService } from './passwords/passwords.service';
import { AbuseLimits } from './rate-limit/abuse-limits';
import { RegistrationService } from './registration/registration.service';
import { SessionCookies, SessionRevoker, SessionStarter } from './session-ports';
import { AccessTokenIssuer } from './sessions/access-token-issuer';
import { RefreshTokensRepository } from './sessions/refresh-tokens.repository';
import { SessionCookiesService } from './sessions/session-cookies.service';
import { SessionsService } from './sessions/sessions.service';
import { SignInService } from './sign-in/sign-in.service';
import { SignInsRepository } from './sign-ins/sign-ins.repository';
import { JwksController } from './signing-keys/jwks.controller';
import { SigningKeysMaintenance } from './signing-keys/signing-keys.maintenance';
import { SigningKeysRepository } from './signing-keys/signing-keys.repository';
import { SigningKeysService } from './signing-keys/signing-keys.service';

/**
 * Registration, sign-in, sessions and tokens, signing keys and JWKS, e-mail verification,
 * passwords, the sign-in history. Global: the Google and profile features start and end sessions
 * through its ports; the admin users API reads the sign-in history.
 */
@Global()
@Module({
  controllers: [AccountsController, JwksController],
  providers: [
    {
      provide: ACCOUNTS_SETTINGS,
      useFactory: (env: AccountsEnv) => accountsSettingsFrom(env),
      inject: [SERVICE_CONFIG],
    },
    SigningKeysRepository,
    SigningKeysService,
    SigningKeysMaintenance,
    AccessTokenIssuer,
    RefreshTokensRepository,
    SessionsService,
    SessionCookiesService,
    PasswordHasher,
    PasswordsRepository,
    PasswordsService,
    EmailTokensRepository,
    AbuseLimits,
    RegistrationService,
    SignInService,
    SignInsRepository,
    OutboxTokenRedactionRepository,
    AccountsMaintenance,
    { provide: SessionStarter, useExisting: SessionsService },
    { provide: SessionRevoker, useExisting: SessionsService },
    { provide: SessionCookies, useExisting: SessionCookiesService },
  ],
  exports: [SessionStarter, SessionRevoker, SessionCookies, ACCOUNTS_SETTINGS, PasswordHasher, SignInsRepository],
})
export class AccountsModule {}
