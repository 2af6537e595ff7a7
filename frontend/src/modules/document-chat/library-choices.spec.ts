import type { LibraryResponse } from '@studyhub/contracts';
import { chattableDocumentsOf } from './library-choices';

type Row = LibraryResponse['documents'][number];
const row = (id: string, relation: Row['relation'], pageCount: number | null): Row =>
  ({ id, title: `Title ${id}`, page_count: pageCount, relation }) as Row;

describe('chattableDocumentsOf', () => {
  it('keeps processed own uploads and purchases once each, in order', () => {
    expect(
      chattableDocumentsOf([
        row('a', 'owned', 3),
        row('b', 'purchased', 10),
        row('c', 'none', 5),
        row('d', 'owned', null),
        row('a', 'owned', 3),
      ]),
    ).toEqual([
      { id: 'a', title: 'Title a', page_count: 3, relation: 'owned' },
      { id: 'b', title: 'Title b', page_count: 10, relation: 'purchased' },
    ]);
  });
});
