import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The content service: blog, scholarships, legal and help pages, and contact messages. */
export const contentService: ServiceDefinition = {
  service: 'content',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
