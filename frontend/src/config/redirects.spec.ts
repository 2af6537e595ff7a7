import { ALIAS_REDIRECTS, resolveAliasRedirect } from './redirects';

describe('alias redirects', () => {
  it.each([
    ['/homework-helper', '/ai-homework-helper'],
    ['/homework-helper/solve-quadratic-equations', '/ai-homework-helper/solve-quadratic-equations'],
    ['/flashcard-maker', '/ai-flashcard-maker'],
    ['/flashcard-maker/cell-biology-basics', '/ai-flashcard-maker/cell-biology-basics'],
    ['/xywriter', '/ai-writer'],
    ['/xywriter/paper', '/dashboard/ai-writer/paper'],
    ['/xywriter/paper/7f0c1f7e', '/dashboard/ai-writer/paper/7f0c1f7e'],
    ['/plagiarism-detector', '/plagiarism-checker'],
    ['/xyeditor', '/xy-editor'],
    ['/xyeditor/', '/xy-editor'],
  ])('sends %s to %s', (from, to) => {
    expect(resolveAliasRedirect(from)).toBe(to);
  });

  it.each(['/', '/ai-homework-helper', '/homework-helper/a/b', '/xywriter/other', '/xy-editor', '/dashboard/xyeditor'])(
    'leaves %s alone',
    (path) => {
      expect(resolveAliasRedirect(path)).toBeNull();
    },
  );

  it('declares every alias as permanent and never redirects onto another alias', () => {
    for (const redirect of ALIAS_REDIRECTS) {
      expect(redirect.permanent).toBe(true);
      expect(resolveAliasRedirect(redirect.destination)).toBeNull();
    }
  });

  it('has one entry per source', () => {
    const sources = ALIAS_REDIRECTS.map((redirect) => redirect.source);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
