import { CITATION_STYLES } from '@studyhub/contracts';
import { CSL_STYLE_FILES } from './citation-styles';
import { preloadCitationStyles, withCslEngine } from './csl-engine';

describe('CSL engines', () => {
  it('builds an engine for every citation style a paper can have, from the vendored files', async () => {
    expect(Object.keys(CSL_STYLE_FILES).sort()).toEqual([...CITATION_STYLES].sort());
    await expect(preloadCitationStyles(CITATION_STYLES)).resolves.toBeUndefined();
    // Compiling all four takes several seconds on a loaded two-core machine.
  }, 30_000);

  it('turns a failure inside citeproc into an Error and builds a fresh engine next time', () => {
    let first: unknown;
    expect(() =>
      withCslEngine('MLA_9', (engine) => {
        first = engine;
        // citeproc throws strings; this stands in for one.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw 'citeproc-js error: broken';
      }),
    ).toThrow(new Error('citeproc-js failed: citeproc-js error: broken'));
    expect(withCslEngine('MLA_9', (engine) => engine)).not.toBe(first);
  });
});
