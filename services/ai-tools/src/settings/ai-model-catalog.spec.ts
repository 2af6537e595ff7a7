import type { AiToolSettings } from '@studyhub/contracts';
import type { SettingsCheck } from '@studyhub/platform';
import { LlmErrors } from '../llm/llm.errors';
import type { LlmGateway } from '../llm/llm-gateway.service';
import { AiModelCatalog } from './ai-model-catalog';
import { aiToolSettings, type AiToolSettingsStore } from './ai-tool-settings';

const DEFAULTS = aiToolSettings.defaultsFrom(undefined as never);

/** The catalog with a gateway that lists `models` (or fails to) and the check it registers on the store. */
function catalogWith(gateway: { isConfigured: boolean; models?: string[] | Error }) {
  let check: SettingsCheck<AiToolSettings> | undefined;
  const store = { checkSavesWith: (registered: SettingsCheck<AiToolSettings>) => (check = registered) };
  const listed = jest.fn(() =>
    gateway.models instanceof Error ? Promise.reject(gateway.models) : Promise.resolve(gateway.models ?? []),
  );
  const llm = { isConfigured: gateway.isConfigured, offeredModels: listed } as unknown as LlmGateway;
  new AiModelCatalog(llm, store as unknown as AiToolSettingsStore).onModuleInit();
  return { check: check!, listed };
}

describe('AiModelCatalog: the check of a saved ai-tools value', () => {
  it('accepts a listed model and refuses an unlisted one naming it, with the field', async () => {
    const { check } = catalogWith({ isConfigured: true, models: ['small', 'large'] });
    await expect(check({ ...DEFAULTS, model_writer: 'large' }, DEFAULTS)).resolves.toBeUndefined();
    await expect(check({ ...DEFAULTS, model_chat: 'huge' }, DEFAULTS)).rejects.toMatchObject({
      code: 'MODEL_NOT_OFFERED',
      status: 400,
      message: expect.stringContaining('“huge”'),
      fields: { 'value.model_chat': [expect.stringContaining('huge')] },
    });
  });

  it('lets switches and unchanged or default models pass without asking the endpoint', async () => {
    const { check, listed } = catalogWith({ isConfigured: true, models: LlmErrors.LLM_MODELS_UNAVAILABLE() });
    const current = { ...DEFAULTS, model_editor: 'gone-model' };
    await expect(check({ ...current, flashcards_open: false }, current)).resolves.toBeUndefined();
    await expect(check({ ...current, model_editor: null }, current)).resolves.toBeUndefined();
    expect(listed).not.toHaveBeenCalled();
    await expect(check({ ...current, model_writer: 'new-model' }, current)).rejects.toMatchObject({
      code: 'LLM_MODELS_UNAVAILABLE',
    });
  });

  it('refuses any model choice when no endpoint is configured', async () => {
    const { check } = catalogWith({ isConfigured: false });
    await expect(check({ ...DEFAULTS, model_homework: 'any' }, DEFAULTS)).rejects.toMatchObject({
      code: 'MODEL_NOT_OFFERED',
      message: expect.stringContaining('No AI endpoint is configured'),
    });
    await expect(check({ ...DEFAULTS, homework_helper_open: false }, DEFAULTS)).resolves.toBeUndefined();
  });
});
