import { spawn, type ChildProcess } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ProviderAccount {
  /** The subject (`sub`) of the account. */
  id: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

export interface ProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  /** Signs a JWT with the provider's own key (the one its JWKS publishes), e.g. an expired ID token. */
  signWithProviderKey(claims: Record<string, unknown>): string;
  close(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'provider-process.mjs');
const START_TIMEOUT_MS = 20_000;

/**
 * Starts the local OpenID provider (test/support/oidc-provider/provider-process.mjs) in a child
 * process on a free port, with these clients and accounts.
 */
export async function startLocalOidcProvider(setup: {
  clients: ProviderClient[];
  accounts: ProviderAccount[];
  /** Default: a free port. */
  port?: number;
}): Promise<LocalOidcProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const child = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, OIDC_PROVIDER_SETTINGS: JSON.stringify({ ...setup, signingKey }) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const issuer = await readIssuer(child);
  return {
    issuer,
    signWithProviderKey: (claims) => signJwt(createPrivateKey({ key: signingKey, format: 'jwk' }), kid, claims),
    close: () => stopChild(child),
  };
}

/** An RS256 compact JWT. */
export function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(claims)}`;
  return `${signingInput}.${sign('sha256', Buffer.from(signingInput), key).toString('base64url')}`;
}

function readIssuer(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the local OpenID provider did not start in time\n${stderr}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local OpenID provider exited (${code})\n${stderr}`));
    });
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
