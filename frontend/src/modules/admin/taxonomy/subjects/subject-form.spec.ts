import { SUBJECT_ICON_NAMES } from '@studyhub/contracts';
import { BookOpen } from 'lucide-react';
import { subjectIcon } from '../../../catalog/subject-icon';
import { iconLabel, subjectFormValuesOf, validateSubjectForm } from './subject-form';

describe('the subject form', () => {
  it('offers only icons the site draws (none falls back to the book, except the book itself)', () => {
    for (const name of SUBJECT_ICON_NAMES) {
      if (name !== 'book-open') expect(subjectIcon(name)).not.toBe(BookOpen);
    }
  });

  it('sends an upper-case acronym and a lower-case hex colour', () => {
    const values = {
      ...subjectFormValuesOf(null),
      name: ' Astronomy ',
      acronym: 'astr',
      color: '#0EA5E9',
      icon_name: 'atom' as const,
    };
    expect(validateSubjectForm(values, false)).toEqual({
      ok: true,
      input: { name: 'Astronomy', acronym: 'ASTR', icon_name: 'atom', color: '#0ea5e9', description: '' },
    });
  });

  it('refuses a colour that is not a six-digit hex and a slug with spaces', () => {
    const result = validateSubjectForm(
      { ...subjectFormValuesOf(null), name: 'Botany', color: 'blue', slug: 'has space' },
      true,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        color: 'Colour must be a hex colour such as #2563eb.',
        slug: 'Use lowercase letters, digits and hyphens, without spaces.',
      },
    });
  });

  it('names icons as words', () => {
    expect(iconLabel('bar-chart-3')).toBe('Bar chart 3');
  });
});
