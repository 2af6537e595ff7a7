import { Module } from '@nestjs/common';
import { objectStorageProvider } from '@studyhub/platform';
import { DocumentTextModule } from '../documents-text';
import { LlmModule } from '../llm/llm.module';
import { MeteringModule } from '../metering/metering.module';
import { FlashcardGenerationService } from './flashcard-generation.service';
import { FlashcardImages } from './flashcard-images';
import { FlashcardTransferService } from './flashcard-transfer.service';
import { FlashcardsController } from './flashcards.controller';
import { FlashcardsRepository } from './flashcards.repository';
import { FlashcardsService } from './flashcards.service';
import { FlashcardStudyService } from './flashcard-study.service';

/** The flashcard maker: decks, generation, FSRS study, import and export (ADR 0021). */
@Module({
  imports: [LlmModule, MeteringModule, DocumentTextModule],
  controllers: [FlashcardsController],
  providers: [
    FlashcardsService,
    FlashcardStudyService,
    FlashcardGenerationService,
    FlashcardTransferService,
    FlashcardsRepository,
    FlashcardImages,
    objectStorageProvider,
  ],
})
export class FlashcardsModule {}
