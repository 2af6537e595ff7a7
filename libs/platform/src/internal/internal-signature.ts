import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Signs service-to-service calls outside production; production refuses to run with it. */
export const DEVELOPMENT_INTERNAL_SECRET = 'studyhub-development-internal-api-secret';

export const INTERNAL_HEADERS = {
  service: 'x-studyhub-service',
  timestamp: 'x-studyhub-timestamp',
  signature: 'x-studyhub-signature',
} as const;

/** A signed call older or newer than this is refused (a captured request cannot be replayed later). */
export const INTERNAL_MAX_SKEW_MS = 60_000;

export class InternalConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InternalConfigError';
  }
}

/** The secret from configuration; the development default is refused in production. */
export function internalApiSecret(config: { NODE_ENV?: string; INTERNAL_API_SECRET?: string | undefined }): string {
  if (config.INTERNAL_API_SECRET) return config.INTERNAL_API_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new InternalConfigError('INTERNAL_API_SECRET must be set in production (it signs calls between services)');
  }
  return DEVELOPMENT_INTERNAL_SECRET;
}

interface SignedParts {
  service: string;
  timestamp: string;
  method: string;
  /** Path with query, as the receiving service sees it. */
  path: string;
  body: Buffer | string;
}

function signatureOf(secret: string, parts: SignedParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  return createHmac('sha256', secret)
    .update([parts.service, parts.timestamp, parts.method.toUpperCase(), parts.path, bodyHash].join('\n'))
    .digest('hex');
}

/** The headers that prove a call comes from `service` and carries exactly this body. */
export function signInternalRequest(
  secret: string,
  request: { service: string; method: string; path: string; body?: Buffer | string },
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = String(now.getTime());
  return {
    [INTERNAL_HEADERS.service]: request.service,
    [INTERNAL_HEADERS.timestamp]: timestamp,
    [INTERNAL_HEADERS.signature]: signatureOf(secret, { ...request, timestamp, body: request.body ?? '' }),
  };
}

export type InternalVerdict = { ok: true; service: string } | { ok: false; reason: string };

/** Checks a call's signature (timing-safe) and its age. */
export function verifyInternalRequest(
  secret: string,
  request: {
    method: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    rawBody: Buffer | undefined;
  },
  now: Date = new Date(),
): InternalVerdict {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const service = header(INTERNAL_HEADERS.service);
  const timestamp = header(INTERNAL_HEADERS.timestamp);
  const signature = header(INTERNAL_HEADERS.signature);
  if (!service || !timestamp || !signature) return { ok: false, reason: 'unsigned' };
  if (!/^[a-z][a-z-]{1,40}$/.test(service) || !/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(
    signatureOf(secret, {
      service,
      timestamp,
      method: request.method,
      path: request.path,
      body: request.rawBody ?? '',
    }),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'bad signature' };
  if (Math.abs(now.getTime() - Number(timestamp)) > INTERNAL_MAX_SKEW_MS) return { ok: false, reason: 'expired' };
  return { ok: true, service };
}
