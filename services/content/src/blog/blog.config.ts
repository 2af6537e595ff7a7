import type { z } from 'zod';
import { httpUrlSchema, type ServiceEnv } from '@studyhub/platform';

/** The blog's variables: the site's public origin, for the RSS feed's links. */
export const blogEnvShape = {
  PUBLIC_URL: httpUrlSchema.default('http://localhost:3000'),
};

export type BlogEnv = ServiceEnv & z.infer<z.ZodObject<typeof blogEnvShape>>;
