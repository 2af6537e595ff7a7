import { EDITOR_ACTIONS } from '@studyhub/contracts';
import {
  preservationReminder,
  revisionMaxTokens,
  revisionMessages,
  type RevisionAction,
} from './editor-action-prompts';

const REVISIONS = EDITOR_ACTIONS.filter((action): action is RevisionAction => action !== 'content_analysis');

describe('revisionMessages', () => {
  it.each(REVISIONS)('%s: the house rules and its own task as system, the passage as user', (action) => {
    const [system, user] = revisionMessages({
      action,
      text: 'Smith wrote 3 pages.',
      instruction: 'Use British spelling',
    });
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Keep every number, date, name, quotation and citation exactly as written');
    expect(system?.content).toContain('Answer with the revised passage only');
    expect(user).toMatchObject({ role: 'user' });
    expect(user?.content).toContain('<passage>\nSmith wrote 3 pages.\n</passage>');
  });

  it('gives every action a task of its own', () => {
    const tasks = REVISIONS.map((action) => revisionMessages({ action, text: 'x' })[0]?.content);
    expect(new Set(tasks).size).toBe(REVISIONS.length);
  });

  it("passes a custom query's instruction, and only for that action", () => {
    const custom = revisionMessages({ action: 'toolbar_custom_query', text: 'x', instruction: 'Use British spelling' });
    expect(custom[1]?.content).toContain('<request>\nUse British spelling\n</request>');
    const shorter = revisionMessages({ action: 'toolbar_shorter', text: 'x', instruction: 'Use British spelling' });
    expect(shorter[1]?.content).not.toContain('British');
  });
});

describe('preservationReminder', () => {
  it('replays the first answer and names exactly what it lost', () => {
    const messages = revisionMessages({ action: 'toolbar_shorter', text: 'Smith wrote 3 pages.' });
    const retry = preservationReminder(messages, 'He wrote pages.', ['3', 'Smith']);
    expect(retry.slice(0, 2)).toEqual(messages);
    expect(retry[2]).toEqual({ role: 'assistant', content: 'He wrote pages.' });
    expect(retry[3]?.role).toBe('user');
    expect(retry[3]?.content).toContain('these items of the original passage: 3, Smith.');
  });
});

describe('revisionMaxTokens', () => {
  it('leaves a longer text room to double, the others room to stay near the original', () => {
    const text = 'a'.repeat(4000); // about 1000 tokens
    expect(revisionMaxTokens('toolbar_longer', text)).toBe(2256);
    expect(revisionMaxTokens('toolbar_shorter', text)).toBe(1756);
  });
});
