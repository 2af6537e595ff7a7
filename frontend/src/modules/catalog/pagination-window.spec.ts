import { pageCountOf, pageWindow } from './pagination-window';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps between the ends and the window around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('keeps the window inside the pages', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 'gap', 9]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never answers zero pages', () => {
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});
