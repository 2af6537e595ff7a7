import { missingTokens, tokensToPreserve } from './preserved-tokens';

describe('tokensToPreserve', () => {
  it('keeps numbers, mid-sentence names, acronyms and inner capitals, not sentence openers', () => {
    const text =
      'The study by Smith and McDonald found that 1,200 of 3.5 million NASA staff used an iPhone in 2020. Researchers in Paris agreed.';
    expect(tokensToPreserve(text)).toEqual(['1200', '3.5', '2020', 'Smith', 'McDonald', 'NASA', 'iPhone', 'Paris']);
  });

  it('reads possessives as the name, and ignores I and capitals after a colon, a quote opening a sentence or a line break', () => {
    const text = 'I think Marx’s view holds: Capital matters.\n"Labour is value," wrote Engels.';
    expect(tokensToPreserve(text)).toEqual(['Marx', 'Engels']);
  });

  it('counts a capitalised word inside brackets or quotes mid-sentence as a name', () => {
    expect(tokensToPreserve('as shown (Smith, 2019) and in the "Delphi" method')).toEqual(['2019', 'Smith', 'Delphi']);
  });

  it('treats an acronym as a name even when it opens a sentence', () => {
    expect(tokensToPreserve('UNESCO funds it. Funding grew.')).toEqual(['UNESCO']);
  });
});

describe('missingTokens', () => {
  const original = 'In 2019, Smith surveyed 1,200 students at Harvard; 45.5% used ChatGPT.';

  it('is empty when the revision keeps every number and name, however reworded', () => {
    expect(
      missingTokens(original, 'Smith’s 2019 survey of 1200 Harvard students found that 45.5% relied on ChatGPT.'),
    ).toEqual([]);
  });

  it('names what a revision dropped or changed', () => {
    expect(missingTokens(original, 'A 2019 survey of about a thousand students found many used AI tools.')).toEqual([
      '1200',
      '45.5',
      'Smith',
      'Harvard',
      'ChatGPT',
    ]);
  });

  it('is case-sensitive and matches whole words only', () => {
    expect(missingTokens('We met Ann in Rome.', 'We met ann in Romewood.')).toEqual(['Ann', 'Rome']);
  });

  it('tells a changed decimal from a dropped thousands separator', () => {
    expect(missingTokens('It costs 3.50 dollars, 10,000 in all.', 'It costs 3.5 dollars, 10000 in all.')).toEqual([
      '3.50',
    ]);
  });
});
