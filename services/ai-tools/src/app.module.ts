import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { AiDetectorModule } from './ai-detector/ai-detector.module';
import { DocumentChatModule } from './document-chat/document-chat.module';
import { EditorActionsModule } from './editor/actions/editor-actions.module';
import { EditorChecksModule } from './editor/checks/editor-checks.module';
import { FlashcardsModule } from './flashcards/flashcards.module';
import { HomeworkModule } from './homework/homework.module';
import { LlmModule } from './llm/llm.module';
import { PapersModule } from './papers/papers.module';
import { PlagiarismModule } from './plagiarism/plagiarism.module';
import { AiToolsSettingsModule } from './settings/ai-tools-settings.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        AiToolsSettingsModule,
        LlmModule,
        PapersModule,
        EditorActionsModule,
        EditorChecksModule,
        HomeworkModule,
        FlashcardsModule,
        AiDetectorModule,
        DocumentChatModule,
        PlagiarismModule,
      ],
    };
  }
}
