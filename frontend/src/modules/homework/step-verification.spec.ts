import { MISMATCH_LABEL, VERIFIED_LABEL, stepBadgeOf } from './step-verification';

describe('stepBadgeOf', () => {
  it('claims "Verified" only for a step the math engine confirmed', () => {
    expect(stepBadgeOf('verified')).toMatchObject({ tone: 'verified', label: VERIFIED_LABEL });
  });

  it('warns about a step the engine found wrong', () => {
    expect(stepBadgeOf('mismatch')).toMatchObject({ tone: 'mismatch', label: MISMATCH_LABEL });
  });

  it.each(['unverified', undefined, '', 'Verified', 'VERIFIED', 'true'])('claims nothing for %p', (verification) => {
    expect(stepBadgeOf(verification)).toBeNull();
  });
});
