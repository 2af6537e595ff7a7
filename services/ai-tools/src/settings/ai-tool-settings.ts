import { AI_TOOL_KEYS, aiToolSettingsSchema, aiToolSwitchKey, type AiToolSettings } from '@studyhub/contracts';
import { defineSettingsGroup, settingsStoreToken, type SettingsStore } from '@studyhub/platform';
import { LLM_FEATURES, type LlmFeature } from '../ai-tools.config';

/** The setting that names a feature's model (`null`: the deployment's LLM_MODEL_<FEATURE>). */
export function modelSettingOf(feature: LlmFeature): `model_${LlmFeature}` {
  return `model_${feature}`;
}

/**
 * The AI tools' switches and models (ADR 0032): every tool open and every feature on the
 * deployment's model until an admin saves the group. A chosen model must be one the endpoint lists
 * (checked on save by AiModelCatalog); the LLM gateway reads the choice at each call.
 */
export const aiToolSettings = defineSettingsGroup({
  name: 'ai-tools',
  title: 'AI tools',
  schema: aiToolSettingsSchema,
  labels: {
    ai_writer_open: 'AI writer open',
    ai_editor_open: 'AI editor open',
    homework_helper_open: 'homework helper open',
    document_chat_open: 'document chat open',
    flashcards_open: 'flashcard maker open',
    ai_detector_open: 'AI content detector open',
    plagiarism_checker_open: 'plagiarism checker open',
    model_writer: 'writer model',
    model_editor: 'editor model',
    model_homework: 'homework model',
    model_chat: 'document chat model',
    model_flashcards: 'flashcards model',
    model_detector: 'AI detector model',
  },
  defaultsFrom: (): AiToolSettings => ({
    ...(Object.fromEntries(AI_TOOL_KEYS.map((tool) => [aiToolSwitchKey(tool), true])) as Record<
      ReturnType<typeof aiToolSwitchKey>,
      boolean
    >),
    ...(Object.fromEntries(LLM_FEATURES.map((feature) => [modelSettingOf(feature), null])) as Record<
      ReturnType<typeof modelSettingOf>,
      null
    >),
  }),
});

export const AI_TOOL_SETTINGS = settingsStoreToken(aiToolSettings);
export type AiToolSettingsStore = SettingsStore<AiToolSettings>;
