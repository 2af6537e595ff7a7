import { coursePath, universityPath } from './university-paths';

describe('university paths', () => {
  it('encodes slugs that keep their names’ punctuation and accents', () => {
    expect(universityPath('university-of-nairobi')).toBe('/universities/university-of-nairobi');
    expect(universityPath('university-of-california,-berkeley')).toBe(
      '/universities/university-of-california%2C-berkeley',
    );
    expect(coursePath('université-de-montréal', 'law')).toBe(
      '/universities/universit%C3%A9-de-montr%C3%A9al/courses/law',
    );
  });
});
