import { randomBytes } from 'node:crypto';
import type { TestService } from '@studyhub/platform/testing';
import { startAuthTestService } from '../auth-test-service';
import { startLocalOidcProvider, type LocalOidcProvider, type ProviderAccount } from './local-oidc-provider';

/** The site the tests pretend to be; the provider sends the browser back to it. */
export const PUBLIC_URL = 'http://localhost:3999';
export const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

export const STUDYHUB_CLIENT = {
  client_id: 'studyhub-test.apps.example.org',
  client_secret: randomBytes(24).toString('base64url'),
  redirect_uri: REDIRECT_URI,
};
/** Another application of the same provider: its ID tokens are not for Studyhub. */
export const OTHER_CLIENT = {
  client_id: 'another-app.apps.example.org',
  client_secret: randomBytes(24).toString('base64url'),
  redirect_uri: 'http://localhost:4999/oauth/callback',
};

export interface GoogleTestbed {
  provider: LocalOidcProvider;
  service: TestService;
  close(): Promise<void>;
}

/** The local OpenID provider with Studyhub's and another application's client registered. */
export function startTestProvider(accounts: ProviderAccount[], port?: number): Promise<LocalOidcProvider> {
  return startLocalOidcProvider({
    clients: [STUDYHUB_CLIENT, OTHER_CLIENT].map(({ redirect_uri, ...client }) => ({
      ...client,
      redirect_uris: [redirect_uri],
    })),
    accounts,
    ...(port === undefined ? {} : { port }),
  });
}

/** The auth service configured for Google sign-in at `issuer`. */
export function startGoogleAuthService(issuer: string): Promise<TestService> {
  return startAuthTestService({
    PUBLIC_URL,
    GOOGLE_ISSUER_URL: issuer,
    GOOGLE_CLIENT_ID: STUDYHUB_CLIENT.client_id,
    GOOGLE_CLIENT_SECRET: STUDYHUB_CLIENT.client_secret,
  });
}

/** The local OpenID provider with these accounts, and the auth service configured to use it. */
export async function startGoogleTestbed(accounts: ProviderAccount[]): Promise<GoogleTestbed> {
  const provider = await startTestProvider(accounts);
  let service: TestService;
  try {
    service = await startGoogleAuthService(provider.issuer);
  } catch (error) {
    await provider.close();
    throw error;
  }
  return {
    provider,
    service,
    close: async () => {
      await service.close();
      await provider.close();
    },
  };
}
