import { personColour, personInitials } from './person-colour';

describe('personInitials', () => {
  it.each([
    ['Maya Chen', 'MC'],
    ['Amara Ngozi Okafor', 'AO'],
    ['liam', 'L'],
    ['  ', '?'],
    ['', '?'],
  ])('%j gives %j', (name, initials) => {
    expect(personInitials(name)).toBe(initials);
  });
});

describe('personColour', () => {
  it('gives the same person the same colour every time', () => {
    expect(personColour('6f1d2c7e-3b8a')).toBe(personColour('6f1d2c7e-3b8a'));
  });

  it('spreads different people over the palette', () => {
    const colours = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(personColour));
    expect(colours.size).toBeGreaterThan(1);
  });
});
