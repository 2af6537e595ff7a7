import multipart from '@fastify/multipart';
import { SOURCE_FILE_LIMITS } from '@studyhub/contracts';
import type { ServiceDefinition } from '@studyhub/platform';
import { aiToolsEnvShape } from './ai-tools.config';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';
import { PaperVersionEntity } from './papers/paper-version.entity';
import { PaperEntity } from './papers/paper.entity';
import { PaperSourceEntity } from './papers/sources/paper-source.entity';

/** The ai-tools service: the AI writer, editor, homework helper, document chat, flashcards, detector and plagiarism checker. */
export const aiToolsService: ServiceDefinition = {
  service: 'ai-tools',
  env: aiToolsEnvShape,
  entities: [PaperEntity, PaperVersionEntity, PaperSourceEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  configureHttp: async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5, fileSize: SOURCE_FILE_LIMITS.maxBytes } });
  },
};
