import 'reflect-metadata';
import { runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import type { AiToolsEnv } from './ai-tools.config';
import { llmSettingsOf } from './llm/llm-settings';
import { aiToolsService } from './service';

runServiceProcess(() => {
  const options = serviceOptionsFrom(aiToolsService);
  // Refused before anything starts: an LLM endpoint half configured.
  llmSettingsOf(options.config as AiToolsEnv);
  return options;
});
