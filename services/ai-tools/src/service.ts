import type { ServiceDefinition } from '@studyhub/platform';
import { aiToolsEnvShape } from './ai-tools.config';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';
import { PaperVersionEntity } from './papers/paper-version.entity';
import { PaperEntity } from './papers/paper.entity';

/** The ai-tools service: the AI writer, editor, homework helper, document chat, flashcards, detector and plagiarism checker. */
export const aiToolsService: ServiceDefinition = {
  service: 'ai-tools',
  env: aiToolsEnvShape,
  entities: [PaperEntity, PaperVersionEntity],
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
