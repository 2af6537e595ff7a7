import type { MigrationClass } from '@studyhub/platform';
import { Papers1765000000000 } from './1765000000000-papers';
import { PaperSources1765100000000 } from './1765100000000-paper-sources';
import { HomeworkAnswers1765200000000 } from './1765200000000-homework-answers';
import { DocumentChat1765300000000 } from './1765300000000-document-chat';
import { Flashcards1765400000000 } from './1765400000000-flashcards';
import { Plagiarism1765500000000 } from './1765500000000-plagiarism';
import { AiDetectorCalibrations1765600000000 } from './1765600000000-ai-detector-calibrations';
import { Settings1766510000000 } from './1766510000000-settings';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  Papers1765000000000,
  PaperSources1765100000000,
  HomeworkAnswers1765200000000,
  DocumentChat1765300000000,
  Flashcards1765400000000,
  Plagiarism1765500000000,
  AiDetectorCalibrations1765600000000,
  Settings1766510000000,
];
