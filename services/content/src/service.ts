import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { blogEnvShape } from './blog/blog.config';
import { seedBlog } from './blog/seed/blog-seeder';
import { ContactMessageEntity } from './contact/contact-message.entity';
import { MIGRATIONS } from './migrations';

/** The content service: blog, scholarships, legal and help pages, and contact messages. */
export const contentService: ServiceDefinition = {
  service: 'content',
  env: { ...blogEnvShape },
  entities: [ContactMessageEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  onStart: async (kernel) => {
    const blog = await seedBlog(kernel.dataSource);
    kernel.logger.info({ added: blog }, 'blog seeded');
  },
};
