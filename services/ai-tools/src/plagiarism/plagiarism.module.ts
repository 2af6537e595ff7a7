import { Module } from '@nestjs/common';
import { DocumentTextModule } from '../documents-text/document-text.module';
import { MeteringModule } from '../metering/metering.module';
import { PlagiarismChecker } from './checker/plagiarism-checker';
import { PlagiarismController } from './checker/plagiarism.controller';
import { PlagiarismService } from './checker/plagiarism.service';
import { PlagiarismCorpusConsumer } from './corpus/plagiarism-corpus.consumer';
import { PlagiarismCorpusRepository } from './corpus/plagiarism-corpus.repository';
import { PlagiarismCorpus } from './corpus/plagiarism-corpus.service';
import { UploadSimilarityCheck } from './flagging/upload-similarity-check';

/**
 * The plagiarism checker (ADR 0022): the corpus of approved documents, public questions and kept
 * submissions with their fingerprints, the paid check, and the similarity flag on new uploads.
 * Exports the corpus so the homework helper adds and removes its public questions in its own
 * transactions.
 */
@Module({
  imports: [MeteringModule, DocumentTextModule],
  controllers: [PlagiarismController],
  providers: [
    PlagiarismChecker,
    PlagiarismService,
    PlagiarismCorpus,
    PlagiarismCorpusRepository,
    PlagiarismCorpusConsumer,
    UploadSimilarityCheck,
  ],
  exports: [PlagiarismCorpus],
})
export class PlagiarismModule {}
