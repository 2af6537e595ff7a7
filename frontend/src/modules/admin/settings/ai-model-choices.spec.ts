import { MODELS_NOT_CONFIGURED, MODELS_NOT_LOADED, aiModelChoicesOf } from './ai-model-choices';
import { AI_TOOLS_SETTINGS_PAGE } from './settings-groups';

const defaults = {
  writer: 'gpt-4o-mini',
  editor: 'gpt-4o-mini',
  homework: null,
  chat: 'gpt-4o-mini',
  flashcards: 'gpt-4o-mini',
  detector: null,
};

describe('the AI tools page’s model choices', () => {
  it('offers the endpoint’s models and names the deployment’s default as the empty choice', () => {
    const choices = aiModelChoicesOf(
      AI_TOOLS_SETTINGS_PAGE,
      { configured: true, defaults, models: ['gpt-4o', 'gpt-4o-mini'] },
      { model_writer: null },
    );
    expect(Object.keys(choices).sort()).toEqual(
      ['model_chat', 'model_detector', 'model_editor', 'model_flashcards', 'model_homework', 'model_writer'].sort(),
    );
    expect(choices.model_writer).toEqual({
      options: [
        { value: 'gpt-4o', label: 'gpt-4o' },
        { value: 'gpt-4o-mini', label: 'gpt-4o-mini' },
      ],
      nullOptionLabel: 'Deployment default (gpt-4o-mini)',
    });
    expect(choices.model_homework?.nullOptionLabel).toBe('Deployment default (none set)');
  });

  it('keeps a saved model the endpoint no longer lists, so saving never changes it silently', () => {
    const choices = aiModelChoicesOf(
      AI_TOOLS_SETTINGS_PAGE,
      { configured: true, defaults, models: ['gpt-4o'] },
      { model_chat: 'old-model' },
    );
    expect(choices.model_chat?.options).toEqual([
      { value: 'old-model', label: 'old-model (saved; not offered now)' },
      { value: 'gpt-4o', label: 'gpt-4o' },
    ]);
  });

  it('says why nothing can be chosen without an endpoint or when the list did not load', () => {
    const unconfigured = aiModelChoicesOf(AI_TOOLS_SETTINGS_PAGE, { configured: false, defaults, models: [] }, {});
    expect(unconfigured.model_writer).toMatchObject({ options: [], unavailable: MODELS_NOT_CONFIGURED });
    expect(aiModelChoicesOf(AI_TOOLS_SETTINGS_PAGE, null, {}).model_editor).toMatchObject({
      nullOptionLabel: 'Deployment default (none set)',
      unavailable: MODELS_NOT_LOADED,
    });
  });
});
