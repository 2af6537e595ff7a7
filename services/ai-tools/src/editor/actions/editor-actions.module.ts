import { Module } from '@nestjs/common';
import { LlmModule } from '../../llm/llm.module';
import { MeteringModule } from '../../metering/metering.module';
import { EditorActionsController } from './editor-actions.controller';
import { EditorActionsService } from './editor-actions.service';

/** POST /editor/actions: the toolbar, rewrite, improve and content analysis, billed in points. */
@Module({
  imports: [LlmModule, MeteringModule],
  controllers: [EditorActionsController],
  providers: [EditorActionsService],
})
export class EditorActionsModule {}
