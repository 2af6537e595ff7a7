import { BookOpen, Dna } from 'lucide-react';
import { subjectIcon } from './subject-icon';

describe('subjectIcon', () => {
  it('maps a known lucide name to its icon', () => {
    expect(subjectIcon('dna')).toBe(Dna);
  });

  it('falls back to a book for unknown or missing names', () => {
    expect(subjectIcon('rocket-ship-9000')).toBe(BookOpen);
    expect(subjectIcon(null)).toBe(BookOpen);
  });
});
