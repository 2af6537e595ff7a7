import { z } from 'zod';
import type { ServiceEnv } from '@studyhub/platform';
import { searchEnvShape } from './search/search.config';

/** The catalog service's own variables (the shared ones come from the platform). */
export const catalogEnvShape = {
  /** The demo seller: when auth registers it (demo seed), the catalog seeds its demo documents. */
  DEMO_SELLER_EMAIL: z.email({ message: 'expected an e-mail address' }).default('seller@studyhub.local'),
  ...searchEnvShape,
};

export type CatalogEnv = ServiceEnv & z.infer<z.ZodObject<typeof catalogEnvShape>>;
