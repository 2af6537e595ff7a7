import type { ExternalUniversityResponse } from '@studyhub/contracts';
import { prefillFrom, universityFormValuesOf, validateUniversityForm } from './university-form';

const COUNTRIES = [
  { id: 'a', name: 'Kenya', code: 'KE' },
  { id: 'b', name: 'Nigeria', code: 'NG' },
];

describe('the university form', () => {
  it('sends the trimmed name, the country code and categories in lower case without repeats', () => {
    const values = {
      ...universityFormValuesOf(null),
      name: '  Quill College ',
      country: 'KE',
      categories: 'Arts, arts , Research,',
    };
    expect(validateUniversityForm(values, false)).toEqual({
      ok: true,
      input: { name: 'Quill College', type: 'public', country: 'KE', categories: ['arts', 'research'] },
    });
  });

  it('says what is wrong before sending', () => {
    const result = validateUniversityForm({ ...universityFormValuesOf(null), name: 'Q', slug: 'Has Space' }, true);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        slug: 'Use lowercase letters, digits and hyphens, without spaces.',
        country: 'Choose a country.',
      },
    });
  });

  it('prefills the name and country from the bundled universities list', () => {
    const found: ExternalUniversityResponse = {
      name: 'University of Nairobi',
      'state-province': null,
      country: 'Kenya',
      domains: ['uonbi.ac.ke'],
      web_pages: ['http://www.uonbi.ac.ke/'],
      alpha_two_code: 'KE',
    };
    expect(prefillFrom({ ...universityFormValuesOf(null), type: 'private' }, found, COUNTRIES)).toMatchObject({
      name: 'University of Nairobi',
      country: 'KE',
      type: 'private',
    });
  });
});
