import { z } from 'zod';
import { SERVICE_NAMES, type ServiceName } from '@studyhub/contracts';
import {
  authEnvShape,
  defaultServicePort,
  eventBackboneEnvShape,
  envPrefix,
  httpUrlSchema,
  infraEnvShape,
  portSchema,
  positiveIntSchema,
  runtimeEnvShape,
} from '@studyhub/platform';

const serviceUrlShape = Object.fromEntries(
  SERVICE_NAMES.map((service) => [
    `${envPrefix(service)}_URL`,
    httpUrlSchema.default(`http://127.0.0.1:${defaultServicePort(service)}`),
  ]),
) as Record<string, z.ZodDefault<typeof httpUrlSchema>>;

export const gatewayEnvSchema = z
  .object({
    ...runtimeEnvShape,
    ...infraEnvShape,
    ...authEnvShape,
    ...serviceUrlShape,
    GATEWAY_PORT: portSchema.default(4000),
    PUBLIC_URL: httpUrlSchema.default('http://localhost:3000'),
    /** Extra browser origins allowed by CORS, comma-separated; PUBLIC_URL's origin always is. */
    CORS_ORIGINS: z.string().default(''),
    RATE_LIMIT_POINTS: positiveIntSchema.default(300),
    RATE_LIMIT_WINDOW_SECONDS: positiveIntSchema.default(60),
    RATE_LIMIT_SENSITIVE_POINTS: positiveIntSchema.default(20),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    UPSTREAM_TIMEOUT_MS: positiveIntSchema.default(30_000),
    /** Open live streams one user may hold at once (tabs, devices). */
    LIVE_STREAMS_PER_USER: positiveIntSchema.max(100).default(10),
    /** Auth's access token lifetime: how long a revocation must be remembered (ADR 0036). */
    AUTH_ACCESS_TOKEN_TTL_SECONDS: positiveIntSchema.min(30).max(3600).default(900),
    /** Must equal the producers' value: they declare the gateway's queues too. */
    CONSUMER_DELIVERY_LIMIT: eventBackboneEnvShape.CONSUMER_DELIVERY_LIMIT,
  })
  .transform((env) => {
    const values = env as Record<string, unknown>;
    const serviceUrls = Object.fromEntries(
      SERVICE_NAMES.map((service) => [service, String(values[`${envPrefix(service)}_URL`]).replace(/\/$/, '')]),
    ) as Record<ServiceName, string>;
    const origins = new Set([new URL(env.PUBLIC_URL).origin]);
    for (const origin of env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      origins.add(new URL(origin).origin);
    }
    return { ...env, service: 'gateway', port: env.GATEWAY_PORT, serviceUrls, corsOrigins: [...origins] };
  });

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
