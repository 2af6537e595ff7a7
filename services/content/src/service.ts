import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { blogEnvShape } from './blog/blog.config';
import { seedBlog } from './blog/seed/blog-seeder';
import { ContactMessageEntity } from './contact/contact-message.entity';
import { MIGRATIONS } from './migrations';
import { SavedScholarshipEntity } from './scholarships/saved-scholarship.entity';
import { ScholarshipEntity } from './scholarships/scholarship.entity';
import { scholarshipsEnvShape } from './scholarships/scholarships.config';
import { seedScholarships } from './scholarships/seed/scholarship-seeder';

/** The content service: blog, scholarships, legal and help pages, and contact messages. */
export const contentService: ServiceDefinition = {
  service: 'content',
  env: { ...blogEnvShape, ...scholarshipsEnvShape },
  entities: [ContactMessageEntity, ScholarshipEntity, SavedScholarshipEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  onStart: async (kernel) => {
    const blog = await seedBlog(kernel.dataSource);
    kernel.logger.info({ added: blog }, 'blog seeded');
    if (kernel.config.NODE_ENV !== 'production') {
      const scholarships = await seedScholarships(kernel.dataSource);
      kernel.logger.info(scholarships, 'demo scholarships seeded');
    }
  },
};
