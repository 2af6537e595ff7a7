import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { MIGRATIONS } from './migrations';

/** The ai-tools service: the AI writer, editor, homework helper, document chat, flashcards, detector and plagiarism checker. */
export const aiToolsService: ServiceDefinition = {
  service: 'ai-tools',
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
};
