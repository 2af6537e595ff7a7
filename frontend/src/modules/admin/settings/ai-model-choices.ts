import type { AiModelChoices } from '@studyhub/contracts';
import type { AiModelFeature, SettingsChoices, SettingsGroupPage } from './settings-groups';

export const MODELS_NOT_CONFIGURED =
  'No AI endpoint is configured, so there are no models to choose from: each feature uses the deployment’s default.';
export const MODELS_NOT_LOADED =
  'The models the AI endpoint offers could not be loaded. Reload the page to choose one.';

/**
 * The options of the AI tools page's model selects: the models the endpoint offers, the empty
 * choice named after the deployment's default, and a saved model the endpoint no longer lists (so
 * the form never silently changes it).
 */
export function aiModelChoicesOf(
  page: SettingsGroupPage,
  models: AiModelChoices | null,
  current: Record<string, unknown>,
): SettingsChoices {
  const choices: SettingsChoices = {};
  for (const field of page.fields) {
    if (field.kind !== 'select') continue;
    const feature = field.key.replace(/^model_/, '') as AiModelFeature;
    const fallback = models?.defaults[feature] ?? null;
    const saved = current[field.key];
    const offered = models?.configured ? models.models : [];
    const options = offered.map((model) => ({ value: model, label: model }));
    if (typeof saved === 'string' && !offered.includes(saved)) {
      options.unshift({ value: saved, label: `${saved} (saved; not offered now)` });
    }
    choices[field.key] = {
      options,
      nullOptionLabel: fallback ? `Deployment default (${fallback})` : 'Deployment default (none set)',
      ...(models === null
        ? { unavailable: MODELS_NOT_LOADED }
        : models.configured
          ? {}
          : { unavailable: MODELS_NOT_CONFIGURED }),
    };
  }
  return choices;
}
