import { firstParam, hrefWith, pageParam, pageValue, paramsToKeep } from './search-params';

describe('firstParam', () => {
  it('takes the first of repeated values, trimmed, and treats blanks as absent', () => {
    expect(firstParam({ q: ['  biology ', 'law'] }, 'q')).toBe('biology');
    expect(firstParam({ q: '   ' }, 'q')).toBeUndefined();
    expect(firstParam({}, 'q')).toBeUndefined();
  });
});

describe('pageParam', () => {
  it('reads positive integers and falls back to page 1 for anything else', () => {
    expect(pageParam({ page: '3' })).toBe(3);
    expect(pageParam({ courses_page: '2' }, 'courses_page')).toBe(2);
    for (const bad of ['0', '-2', 'x', '2.5', '1e3', '']) expect(pageParam({ page: bad })).toBe(1);
  });
});

describe('pageValue', () => {
  it('leaves page 1 out of links', () => {
    expect(pageValue(1)).toBeUndefined();
    expect(pageValue(4)).toBe(4);
  });
});

describe('hrefWith', () => {
  it('keeps the other parameters and applies the overrides', () => {
    expect(hrefWith('/universities/mit', { courses_page: '2', sort: 'rating' }, { page: 3 })).toBe(
      '/universities/mit?courses_page=2&sort=rating&page=3',
    );
  });

  it('removes a parameter whose override is empty, and drops blank ones', () => {
    expect(hrefWith('/subjects/law', { page: '2', q: '' }, { page: undefined })).toBe('/subjects/law');
  });

  it('encodes values', () => {
    expect(hrefWith('/textbooks', { q: 'a&b c' })).toBe('/textbooks?q=a%26b+c');
  });
});

describe('paramsToKeep', () => {
  it('lists the parameters a form does not own, as hidden fields', () => {
    expect(paramsToKeep({ q: 'x', sort: 'rating', courses_page: '2', empty: '' }, ['q', 'sort', 'page'])).toEqual([
      ['courses_page', '2'],
    ]);
  });
});
