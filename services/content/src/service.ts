import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { ContactMessageEntity } from './contact/contact-message.entity';
import { MIGRATIONS } from './migrations';

/** The content service: blog, scholarships, legal and help pages, and contact messages. */
export const contentService: ServiceDefinition = {
  service: 'content',
  entities: [ContactMessageEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
