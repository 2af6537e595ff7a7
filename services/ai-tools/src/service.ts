import type { ServiceDefinition } from '@studyhub/platform';
import { aiToolsEnvShape } from './ai-tools.config';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The ai-tools service: the AI writer, editor, homework helper, document chat, flashcards, detector and plagiarism checker. */
export const aiToolsService: ServiceDefinition = {
  service: 'ai-tools',
  env: aiToolsEnvShape,
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
