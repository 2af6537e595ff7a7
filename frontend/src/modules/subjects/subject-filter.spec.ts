import { documentCountLabel, filterSubjects } from './subject-filter';

const subjects = [
  { name: 'Biology', acronym: 'BIO', description: 'Cells, genetics and ecology.' },
  { name: 'Computer Science', acronym: 'CS', description: 'Algorithms and programming.' },
  { name: 'Economía', acronym: 'ECO', description: 'Markets.' },
];

describe('filterSubjects', () => {
  it('keeps every subject for a blank filter', () => {
    expect(filterSubjects(subjects, '  ')).toEqual(subjects);
  });

  it('matches name or acronym, ignoring case', () => {
    expect(filterSubjects(subjects, 'BIOL').map((s) => s.name)).toEqual(['Biology']);
    expect(filterSubjects(subjects, 'science').map((s) => s.name)).toEqual(['Computer Science']);
  });

  it('does not match inside descriptions, so a short acronym finds only its subject', () => {
    expect(filterSubjects(subjects, 'cs').map((s) => s.name)).toEqual(['Computer Science']);
    expect(filterSubjects(subjects, 'genetics')).toEqual([]);
  });

  it('ignores accents on either side', () => {
    expect(filterSubjects(subjects, 'economia').map((s) => s.name)).toEqual(['Economía']);
    expect(filterSubjects(subjects, 'Económ').map((s) => s.name)).toEqual(['Economía']);
  });

  it('finds nothing for an unknown text', () => {
    expect(filterSubjects(subjects, 'astrology')).toEqual([]);
  });
});

describe('documentCountLabel', () => {
  it('says document or documents, grouped en-US', () => {
    expect(documentCountLabel(1)).toBe('1 document');
    expect(documentCountLabel(0)).toBe('0 documents');
    expect(documentCountLabel(1200)).toBe('1,200 documents');
  });
});
