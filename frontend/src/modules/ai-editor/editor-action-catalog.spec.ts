import { DEFAULT_AI_PRICES, EDITOR_ACTIONS, TOOLBAR_ACTIONS } from '@studyhub/contracts';
import { actionLabel, editorActionEntries } from './editor-action-catalog';

const entries = editorActionEntries(DEFAULT_AI_PRICES);

describe('editor action prices', () => {
  it('offers every editor action once, toolbar actions first', () => {
    expect(entries.all.map((entry) => entry.action).sort()).toEqual([...EDITOR_ACTIONS].sort());
    expect(entries.toolbar.map((entry) => entry.action)).toEqual([...TOOLBAR_ACTIONS]);
  });

  it.each(entries.all.map((entry) => [entry.action, entry] as const))(
    '%s shows the price in force on its button',
    (action, entry) => {
      expect(entry.points).toBe(DEFAULT_AI_PRICES[action]);
      expect(entry.buttonLabel).toBe(`${actionLabel(action)} · ${DEFAULT_AI_PRICES[action]} points`);
    },
  );

  it('prices the toolbar actions at 3 points, rewrite, improve and analysis at 10 by default (spec)', () => {
    expect(entries.toolbar.map((entry) => entry.buttonLabel)).toEqual([
      'Improve writing · 3 points',
      'Make natural · 3 points',
      'Shorter · 3 points',
      'Longer · 3 points',
      'Custom query · 3 points',
      'Enhance expression · 3 points',
    ]);
    expect(entries.revisions.map((entry) => entry.buttonLabel)).toEqual(['Rewrite · 10 points', 'Improve · 10 points']);
    expect(entries.analysis.buttonLabel).toBe('Content analysis · 10 points');
  });

  it('shows an admin’s new price', () => {
    const raised = editorActionEntries({ ...DEFAULT_AI_PRICES, toolbar_shorter: 4, content_analysis: 12 });
    expect(raised.toolbar.find((entry) => entry.action === 'toolbar_shorter')?.buttonLabel).toBe('Shorter · 4 points');
    expect(raised.analysis.points).toBe(12);
  });
});
