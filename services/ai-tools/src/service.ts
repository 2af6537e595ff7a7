import multipart from '@fastify/multipart';
import { SOURCE_FILE_LIMITS } from '@studyhub/contracts';
import type { ServiceDefinition } from '@studyhub/platform';
import { aiToolsEnvShape } from './ai-tools.config';
import { AppModule } from './app.module';
import {
  FlashcardCardEntity,
  FlashcardDeckEntity,
  FlashcardReviewEntity,
  FlashcardScheduleEntity,
} from './flashcards/flashcard.entities';
import { HomeworkAnswerEntity } from './homework/homework-answer.entity';
import { MIGRATIONS } from './migrations';
import { PaperVersionEntity } from './papers/paper-version.entity';
import { PaperEntity } from './papers/paper.entity';
import { PaperSourceEntity } from './papers/sources/paper-source.entity';

/** The ai-tools service: the AI writer, editor, homework helper, document chat, flashcards, detector and plagiarism checker. */
export const aiToolsService: ServiceDefinition = {
  service: 'ai-tools',
  env: aiToolsEnvShape,
  entities: [
    PaperEntity,
    PaperVersionEntity,
    PaperSourceEntity,
    HomeworkAnswerEntity,
    FlashcardDeckEntity,
    FlashcardCardEntity,
    FlashcardScheduleEntity,
    FlashcardReviewEntity,
  ],
  migrations: MIGRATIONS,
  // A homework question may carry a 4 MB image as base64 (about 5.4 MB of JSON).
  bodyLimit: 6 * 1024 * 1024,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  configureHttp: async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5, fileSize: SOURCE_FILE_LIMITS.maxBytes } });
  },
};
