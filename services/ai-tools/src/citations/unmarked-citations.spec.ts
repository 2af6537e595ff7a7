import { findUnmarkedCitations } from './unmarked-citations';

describe('findUnmarkedCitations', () => {
  it('finds author-date citations typed without a marker', () => {
    expect(
      findUnmarkedCitations(
        'Sleep helps (Walker, 2019). Practice works (Karpicke et al., 2021; Roediger & Butler, 2011, p. 20). ' +
          'Chicago form (Smith and Lee 2020). Undated (Ødegård, n.d.).',
      ),
    ).toEqual([
      '(Walker, 2019)',
      '(Karpicke et al., 2021; Roediger & Butler, 2011, p. 20)',
      '(Smith and Lee 2020)',
      '(Ødegård, n.d.)',
    ]);
  });

  it('ignores markers, years alone and parentheses that hold no author', () => {
    expect(findUnmarkedCitations('As shown [@walker2019] in the 1990s (2019) and (see above, 12 cases).')).toEqual([]);
  });
});
