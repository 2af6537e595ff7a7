import { verifyArithmetic, verifyCheck, verifyIdentity, verifySolution } from './math-check';

describe('verifyArithmetic', () => {
  it.each([
    '2 + 3 = 5',
    '12 * 4 = 48',
    '3/4 + 1/4 = 1',
    '2^10 = 1024',
    '(7 - 2) * 3 = 15 = 30 / 2',
    'sqrt(144) = 12',
    '5! = 120',
    '0.1 + 0.2 = 0.3',
    '3 × 4 − 2 = 10',
    '√16 = 4',
    '18 ÷ 3 = 6',
  ])('verifies %s', (text) => expect(verifyArithmetic(text)).toBe('verified'));

  it.each(['2 + 3 = 6', '12 * 4 = 46', '2^10 = 1000', '(7 - 2) * 3 = 15 = 31', '3/4 + 1/4 = 0.9'])(
    'finds the wrong step %s a mismatch',
    (text) => expect(verifyArithmetic(text)).toBe('mismatch'),
  );

  it('allows the rounding the step states with ≈, and only that much', () => {
    expect(verifyArithmetic('22 / 7 ≈ 3.14')).toBe('verified');
    expect(verifyArithmetic('sqrt(2) ≈ 1.414')).toBe('verified');
    expect(verifyArithmetic('sqrt(2) ≈ 1.42')).toBe('mismatch');
    expect(verifyArithmetic('22 / 7 = 3.14')).toBe('mismatch');
  });

  it.each([
    'd/dx x^2 = 2x',
    '2x = 4',
    'the area is 12',
    '5 > 3',
    '1 / 0 = 0',
    'sqrt(-4) = 2',
    '',
    '= 4',
    'x = ',
    'import({}) = 1',
    'evaluate("1") = 1',
    'f(x) = 2',
    '[1, 2] = 3',
    '"a" = "a"',
    '2 cm = 0.02 m',
  ])('leaves %p unverified', (text) => expect(verifyArithmetic(text)).toBe('unverified'));
});

describe('verifyIdentity', () => {
  it.each([
    '(x + 1)^2 = x^2 + 2x + 1',
    '(a + b)(a - b) = a^2 - b^2',
    '2(x + 3) = 2x + 6',
    'x/2 + x/3 = 5x/6',
    'sin(x)^2 + cos(x)^2 = 1',
    'exp(a + b) = exp(a) * exp(b)',
    '(x^2 - 1)/(x - 1) = x + 1',
  ])('verifies the identity %s', (text) => expect(verifyIdentity(text)).toBe('verified'));

  it.each(['(x + 1)^2 = x^2 + 1', '2(x + 3) = 2x + 3', '(a + b)^2 = a^2 + b^2', 'x/2 + x/3 = x/5'])(
    'finds %s false for some values',
    (text) => expect(verifyIdentity(text)).toBe('mismatch'),
  );

  it('checks a conditional equation as an identity, so 2x + 3 = 7 is not one', () => {
    expect(verifyIdentity('2x + 3 = 7')).toBe('mismatch');
  });

  it('treats domain errors as unreadable rather than wrong', () => {
    expect(verifyIdentity('sqrt(-x^2 - 1) = 1')).toBe('unverified');
    expect(verifyIdentity('log(x) = log(x)')).toBe('verified');
  });

  it('does not check derivatives', () => {
    expect(verifyIdentity('d/dx(x^2) = 2x')).toBe('unverified');
    expect(verifyIdentity("f'(x) = 2x")).toBe('unverified');
    expect(verifyIdentity('derivative(x^2, x) = 2x')).toBe('unverified');
  });
});

describe('verifySolution', () => {
  it('verifies 2x + 3 = 7 => x = 2 and finds x = 3 wrong', () => {
    expect(verifySolution('2x + 3 = 7 => x = 2')).toBe('verified');
    expect(verifySolution('2x + 3 = 7; x = 2')).toBe('verified');
    expect(verifySolution('2x + 3 = 7; x = 3')).toBe('mismatch');
  });

  it('checks systems, fractions and every stated root', () => {
    expect(verifySolution('x + y = 5; 2x - y = 1; x = 2; y = 3')).toBe('verified');
    expect(verifySolution('x + y = 5; 2x - y = 1; x = 2, y = 3')).toBe('verified');
    expect(verifySolution('x + y = 5; 2x - y = 1; x = 3; y = 2')).toBe('mismatch');
    expect(verifySolution('3x = 1; x = 1/3')).toBe('verified');
    expect(verifySolution('x^2 - x - 6 = 0; x = 3 or x = -2')).toBe('verified');
    expect(verifySolution('x^2 - x - 6 = 0; x = 3 or x = 2')).toBe('mismatch');
  });

  it('leaves it unverified when a variable has no value or nothing is stated', () => {
    expect(verifySolution('x + y = 5; x = 2')).toBe('unverified');
    expect(verifySolution('2x + 3 = 7')).toBe('unverified');
    expect(verifySolution('x = 2')).toBe('unverified');
    expect(verifySolution('log(x) = 1; x = -1')).toBe('unverified');
  });
});

describe('verifyCheck', () => {
  it('dispatches on the kind', () => {
    expect(verifyCheck({ kind: 'arithmetic', expression: '6 * 7 = 42' })).toBe('verified');
    expect(verifyCheck({ kind: 'equation', expression: '2(x + 1) = 2x + 2' })).toBe('verified');
    expect(verifyCheck({ kind: 'solution', expression: '5x - 5 = 0; x = 1' })).toBe('verified');
    expect(verifyCheck({ kind: 'arithmetic', expression: '6 * 7 = 41' })).toBe('mismatch');
  });
});
