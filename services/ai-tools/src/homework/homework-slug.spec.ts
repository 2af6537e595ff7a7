import { homeworkSlugOf } from './homework-slug';

const ID = '3f9a1c2e-7b4d-4e1a-9c3b-2d5e6f708192';

describe('homeworkSlugOf', () => {
  it('keeps the question readable and ends with a short id', () => {
    expect(homeworkSlugOf('Solve 2x + 3 = 7 for x.', ID)).toBe('solve-2x-3-7-for-x-3f9a1c2e');
  });

  it('drops accents and symbols, and never has spaces or capitals', () => {
    const slug = homeworkSlugOf('  Qu’est-ce que l’énergie cinétique ?  Explain ∫x dx!', ID);
    expect(slug).toBe('qu-est-ce-que-l-energie-cinetique-explain-x-dx-3f9a1c2e');
    expect(slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('cuts a long question at a word boundary', () => {
    const slug = homeworkSlugOf(
      'Explain why the derivative of the natural logarithm of x equals one over x for positive x',
      ID,
    );
    expect(slug).toBe('explain-why-the-derivative-of-the-natural-logarithm-of-x-3f9a1c2e');
    expect(slug.length).toBeLessThanOrEqual(60 + 9);
  });

  it('names a question without Latin letters or digits by its id alone', () => {
    expect(homeworkSlugOf('∫∑√', ID)).toBe('question-3f9a1c2e');
    expect(homeworkSlugOf('∫∑√', '00000000-0000-4000-8000-000000000000')).not.toBe(homeworkSlugOf('∫∑√', ID));
  });
});
