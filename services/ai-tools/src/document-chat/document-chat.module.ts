import { Module } from '@nestjs/common';
import { DocumentTextModule } from '../documents-text';
import { LlmModule } from '../llm/llm.module';
import { MeteringModule } from '../metering/metering.module';
import { DocumentChatController } from './document-chat.controller';
import { DocumentChatRepository } from './document-chat.repository';
import { DocumentChatService } from './document-chat.service';
import { PassageRetrieval } from './passage-retrieval';

/** Document chat: sessions over a document or study file, questions answered with cited passages. */
@Module({
  imports: [LlmModule, MeteringModule, DocumentTextModule],
  controllers: [DocumentChatController],
  providers: [DocumentChatService, DocumentChatRepository, PassageRetrieval],
})
export class DocumentChatModule {}
