import { z } from 'zod';
import { ConfigValidationError, positiveIntSchema, type ServiceEnv } from '@studyhub/platform';

/** The development value of AUTH_KEY_ENCRYPTION_SECRET; a production start refuses it. */
export const DEV_KEY_ENCRYPTION_SECRET = 'studyhub-dev-key-encryption-secret-change-me';

const booleanFlag = z.enum(['true', 'false'], { message: 'expected true or false' });

/**
 * Variables of sign-in, sessions and abuse limits. Argon2id defaults are above OWASP's minimum
 * (m=19456 KiB, t=2, p=1): t=3 measured about 30 ms per hash on the development machine (ADR 0008).
 */
export const accountsEnvShape = {
  AUTH_ARGON2_MEMORY_KIB: positiveIntSchema.min(19_456, 'expected at least 19456 (OWASP minimum)').default(19_456),
  AUTH_ARGON2_TIME_COST: positiveIntSchema.min(2, 'expected at least 2 (OWASP minimum)').max(20).default(3),
  AUTH_ARGON2_PARALLELISM: positiveIntSchema.max(16).default(1),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: positiveIntSchema.min(30).max(3600).default(900),
  /** Encrypts the private signing keys at rest (AES-256-GCM); at least 32 characters. */
  AUTH_KEY_ENCRYPTION_SECRET: z.string().min(32, 'expected at least 32 characters').default(DEV_KEY_ENCRYPTION_SECRET),
  AUTH_SIGNING_KEY_ROTATION_DAYS: positiveIntSchema.max(3650).default(30),
  /** A new key is published this long before it signs, so every service has fetched it by then. */
  AUTH_SIGNING_KEY_PREPUBLISH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /** Unset: Secure cookies only when NODE_ENV=production. */
  AUTH_COOKIE_SECURE: booleanFlag.optional(),
  AUTH_LOGIN_ACCOUNT_FAILURES: positiveIntSchema.default(10),
  AUTH_LOGIN_IP_ATTEMPTS: positiveIntSchema.default(30),
  AUTH_LOGIN_WINDOW_SECONDS: positiveIntSchema.default(900),
  AUTH_REGISTER_IP_ATTEMPTS: positiveIntSchema.default(10),
  AUTH_REGISTER_WINDOW_SECONDS: positiveIntSchema.default(3600),
  AUTH_EMAIL_ACCOUNT_ATTEMPTS: positiveIntSchema.default(5),
  AUTH_EMAIL_IP_ATTEMPTS: positiveIntSchema.default(20),
  AUTH_EMAIL_WINDOW_SECONDS: positiveIntSchema.default(3600),
  /** Demo accounts seeded outside production. */
  ADMIN_EMAIL: z.email({ message: 'expected an e-mail address' }).default('admin@studyhub.local'),
  ADMIN_PASSWORD: z.string().min(6, 'expected at least 6 characters').default('studyhub-admin'),
  DEMO_PASSWORD: z.string().min(6, 'expected at least 6 characters').default('studyhub-demo'),
};

export type AccountsEnv = ServiceEnv & z.infer<z.ZodObject<typeof accountsEnvShape>>;

export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

export interface AccountsSettings {
  argon2: { memoryKib: number; timeCost: number; parallelism: number };
  accessTokenTtlSeconds: number;
  keyEncryptionSecret: string;
  signingKeyRotationDays: number;
  signingKeyPrepublishSeconds: number;
  issuer: string;
  audience: string;
  cookieSecure: boolean;
  limits: {
    loginAccountFailures: WindowLimit;
    loginIp: WindowLimit;
    registerIp: WindowLimit;
    emailAccount: WindowLimit;
    emailIp: WindowLimit;
  };
  /** Rate-limit keys are namespaced per database, so every deployment (and test) has its own. */
  rateLimitNamespace: string;
}

export const ACCOUNTS_SETTINGS = Symbol('ACCOUNTS_SETTINGS');

export function accountsSettingsFrom(env: AccountsEnv): AccountsSettings {
  return {
    argon2: {
      memoryKib: env.AUTH_ARGON2_MEMORY_KIB,
      timeCost: env.AUTH_ARGON2_TIME_COST,
      parallelism: env.AUTH_ARGON2_PARALLELISM,
    },
    accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
    keyEncryptionSecret: env.AUTH_KEY_ENCRYPTION_SECRET,
    signingKeyRotationDays: env.AUTH_SIGNING_KEY_ROTATION_DAYS,
    signingKeyPrepublishSeconds: env.AUTH_SIGNING_KEY_PREPUBLISH_SECONDS,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    cookieSecure:
      env.AUTH_COOKIE_SECURE === undefined ? env.NODE_ENV === 'production' : env.AUTH_COOKIE_SECURE === 'true',
    limits: {
      loginAccountFailures: { limit: env.AUTH_LOGIN_ACCOUNT_FAILURES, windowSeconds: env.AUTH_LOGIN_WINDOW_SECONDS },
      loginIp: { limit: env.AUTH_LOGIN_IP_ATTEMPTS, windowSeconds: env.AUTH_LOGIN_WINDOW_SECONDS },
      registerIp: { limit: env.AUTH_REGISTER_IP_ATTEMPTS, windowSeconds: env.AUTH_REGISTER_WINDOW_SECONDS },
      emailAccount: { limit: env.AUTH_EMAIL_ACCOUNT_ATTEMPTS, windowSeconds: env.AUTH_EMAIL_WINDOW_SECONDS },
      emailIp: { limit: env.AUTH_EMAIL_IP_ATTEMPTS, windowSeconds: env.AUTH_EMAIL_WINDOW_SECONDS },
    },
    rateLimitNamespace: new URL(env.databaseUrl).pathname.replace(/^\//, '') || 'auth',
  };
}

/** Defaults that are fine on a laptop and dangerous in production: refused there by name. */
export function assertProductionSecrets(env: AccountsEnv): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.AUTH_KEY_ENCRYPTION_SECRET === DEV_KEY_ENCRYPTION_SECRET) {
    throw new ConfigValidationError([
      'AUTH_KEY_ENCRYPTION_SECRET: the development default cannot be used in production; set a random secret of at least 32 characters',
    ]);
  }
}
