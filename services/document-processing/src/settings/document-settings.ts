import { documentSettingsSchema, type DocumentSettings } from '@studyhub/contracts';
import { defineSettingsGroup, settingsStoreToken, type SettingsStore } from '@studyhub/platform';
import { DEFAULT_PREVIEW_RULE } from '../pipeline/steps/preview-page-count';

/**
 * The documents settings (the preview page rule): document-processing builds the previews, so it
 * holds the rule; the rule written in code applies until an admin saves the group (ADR 0032).
 */
export const documentSettings = defineSettingsGroup({
  name: 'documents',
  title: 'Documents',
  schema: documentSettingsSchema,
  labels: {
    preview_max_pages: 'preview maximum (pages)',
    preview_share_percent: 'preview share (%)',
    uploads_open: 'uploads open',
  },
  defaultsFrom: (): DocumentSettings => ({ ...DEFAULT_PREVIEW_RULE, uploads_open: true }),
});

export const DOCUMENT_SETTINGS = settingsStoreToken(documentSettings);
export type DocumentSettingsStore = SettingsStore<DocumentSettings>;
