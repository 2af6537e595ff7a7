import { emptySourceForm, parseSourceForm, sourceFormValues } from './source-form';

describe('the manual source form', () => {
  it('turns people, organisations, the year and the type’s fields into a CSL item', () => {
    const parsed = parseSourceForm({
      type: 'article-journal',
      title: ' Sea levels ',
      authors: 'Smith, Jane\n\nWorld Health Organization',
      year: '2021',
      fields: { 'container-title': 'Nature', volume: '12', publisher: 'ignored for journals', DOI: '10.1000/xyz' },
    });
    expect(parsed).toEqual({
      ok: true,
      item: {
        type: 'article-journal',
        title: 'Sea levels',
        author: [{ family: 'Smith', given: 'Jane' }, { literal: 'World Health Organization' }],
        issued: { 'date-parts': [[2021]] },
        'container-title': 'Nature',
        volume: '12',
        DOI: '10.1000/xyz',
      },
    });
  });

  it('names the fields to correct with the contract’s messages', () => {
    const parsed = parseSourceForm({ ...emptySourceForm(), year: 'last year', fields: { DOI: 'nope' } });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        year: 'Enter the year of publication, like 2021.',
        title: 'Please enter the title.',
        DOI: 'Please enter a DOI like 10.1000/xyz123.',
      },
    });
  });

  it('reads a stored source back into the form', () => {
    expect(
      sourceFormValues({
        id: 'smith2021',
        type: 'book',
        title: 'Tides',
        author: [{ family: 'Smith' }],
        issued: { 'date-parts': [[2019, 5]] },
        publisher: 'Penguin',
      }),
    ).toEqual({ type: 'book', title: 'Tides', authors: 'Smith', year: '2019', fields: { publisher: 'Penguin' } });
  });
});
