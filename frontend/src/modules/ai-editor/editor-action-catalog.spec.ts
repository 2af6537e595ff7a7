import { EDITOR_ACTIONS, FIXED_AI_ACTION_COSTS, TOOLBAR_ACTIONS } from '@studyhub/contracts';
import {
  ALL_ACTION_ENTRIES,
  ANALYSIS_ACTION_ENTRY,
  REVISION_ACTION_ENTRIES,
  TOOLBAR_ACTION_ENTRIES,
} from './editor-action-catalog';

describe('editor action prices', () => {
  it('offers every editor action once, toolbar actions first', () => {
    expect(ALL_ACTION_ENTRIES.map((entry) => entry.action).sort()).toEqual([...EDITOR_ACTIONS].sort());
    expect(TOOLBAR_ACTION_ENTRIES.map((entry) => entry.action)).toEqual([...TOOLBAR_ACTIONS]);
  });

  it.each(ALL_ACTION_ENTRIES.map((entry) => [entry.action, entry] as const))(
    '%s shows the price of the contracts table on its button',
    (action, entry) => {
      expect(entry.points).toBe(FIXED_AI_ACTION_COSTS[action]);
      expect(entry.buttonLabel).toBe(`${entry.label} · ${FIXED_AI_ACTION_COSTS[action]} points`);
    },
  );

  it('prices the toolbar actions at 3 points, rewrite, improve and analysis at 10 (spec)', () => {
    expect(TOOLBAR_ACTION_ENTRIES.map((entry) => entry.buttonLabel)).toEqual([
      'Improve writing · 3 points',
      'Make natural · 3 points',
      'Shorter · 3 points',
      'Longer · 3 points',
      'Custom query · 3 points',
      'Enhance expression · 3 points',
    ]);
    expect(REVISION_ACTION_ENTRIES.map((entry) => entry.buttonLabel)).toEqual([
      'Rewrite · 10 points',
      'Improve · 10 points',
    ]);
    expect(ANALYSIS_ACTION_ENTRY.buttonLabel).toBe('Content analysis · 10 points');
  });
});
