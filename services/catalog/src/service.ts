import multipart from '@fastify/multipart';
import { TAXONOMY_IMAGE_MAX_BYTES } from '@studyhub/contracts';
import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { catalogEnvShape } from './catalog.config';
import { CountryEntity } from './countries/country.entity';
import { CourseEntity } from './courses/course.entity';
import { DocumentEntity } from './documents/document.entity';
import { MIGRATIONS } from './migrations';
import { seedCatalog } from './seed/catalog-seeder';
import { UniversityEntity } from './universities/university.entity';

/** The catalog service: documents, taxonomy, search and the library. */
export const catalogService: ServiceDefinition = {
  service: 'catalog',
  env: catalogEnvShape,
  entities: [CountryEntity, UniversityEntity, CourseEntity, DocumentEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  onStart: async (kernel) => {
    const added = await seedCatalog(kernel.dataSource);
    kernel.logger.info({ added }, 'catalog reference data seeded');
  },
  // University logos and textbook covers: one bounded file per request.
  configureHttp: async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: TAXONOMY_IMAGE_MAX_BYTES } });
  },
};
