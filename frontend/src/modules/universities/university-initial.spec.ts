import { initialColour, universityInitial } from './university-initial';

describe('universityInitial', () => {
  it('takes the first letter or digit, upper case', () => {
    expect(universityInitial('University of Nairobi')).toBe('U');
    expect(universityInitial('école polytechnique')).toBe('É');
    expect(universityInitial('  (1st) College')).toBe('1');
    expect(universityInitial('—')).toBe('?');
  });
});

describe('initialColour', () => {
  it('gives a name the same colour every time, from the accessible set', () => {
    expect(initialColour('Makerere University')).toBe(initialColour('Makerere University'));
    expect(initialColour('Makerere University')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('spreads names over several colours', () => {
    const names = ['Harvard', 'MIT', 'Oxford', 'Cambridge', 'Nairobi', 'Makerere', 'ETH Zurich', 'KAIST', 'Lund'];
    expect(new Set(names.map(initialColour)).size).toBeGreaterThan(3);
  });
});
