import { createHash, randomBytes } from 'node:crypto';
import { locationOf, TestBrowser } from './browser';

const MAX_HOPS = 10;

/**
 * Follows an authorization request through the provider the way a person would: signs in as
 * `account` (or declines) on the login step, and returns the redirect back to the client with the
 * code (or the error) without following it.
 */
export async function authorizeAtProvider(
  browser: TestBrowser,
  authorizationUrl: string | URL,
  account: string,
  choice: 'login' | 'abort' = 'login',
): Promise<URL> {
  const providerOrigin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await browser.get(url);
    if (response.status < 300 || response.status >= 400) {
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    }
    const next = locationOf(response, url);
    if (next.origin !== providerOrigin) return next;
    const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
    if (!interaction) {
      url = next;
      continue;
    }
    const submitted = await browser.request(new URL(`${next.pathname}/${choice}`, providerOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account }),
    });
    if (submitted.status !== 303)
      throw new Error(`the login step answered ${submitted.status}: ${await submitted.text()}`);
    url = locationOf(submitted, next);
  }
  throw new Error('too many redirects at the provider');
}

/**
 * An ID token for `account`, issued to `client` through the code flow with PKCE, as a browser
 * would receive it for Google one-tap.
 */
export async function obtainIdToken(
  issuer: string,
  client: { client_id: string; client_secret: string; redirect_uri: string },
  account: string,
): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const authorization = new URL(`${issuer}/auth`);
  authorization.search = new URLSearchParams({
    client_id: client.client_id,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: client.redirect_uri,
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const back = await authorizeAtProvider(new TestBrowser(), authorization, account);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.toString()}`);
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirect_uri,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as { id_token?: string; error?: string };
  if (!body.id_token) throw new Error(`no ID token: ${JSON.stringify(body)}`);
  return body.id_token;
}
