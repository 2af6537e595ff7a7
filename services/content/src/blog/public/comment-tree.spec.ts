import { threadComments, type CommentRow } from './comment-tree';

const row = (id: string, parent: string | null, at: string): CommentRow => ({
  id,
  parent_id: parent,
  author_name: id,
  content: `text ${id}`,
  created_at: `2026-01-01T00:00:${at}.000Z`,
});

describe('threadComments', () => {
  it('nests replies under their parents, oldest first at every level', () => {
    const tree = threadComments([
      row('b', null, '02'),
      row('r2', 'a', '05'),
      row('a', null, '01'),
      row('r1', 'a', '03'),
      row('rr', 'r1', '04'),
    ]);
    expect(tree.map((c) => c.id)).toEqual(['a', 'b']);
    expect(tree[0]?.replies.map((c) => c.id)).toEqual(['r1', 'r2']);
    expect(tree[0]?.replies[0]?.replies.map((c) => c.id)).toEqual(['rr']);
  });

  it('leaves out replies whose parent is not shown', () => {
    expect(threadComments([row('orphan', 'hidden', '01'), row('a', null, '02')]).map((c) => c.id)).toEqual(['a']);
  });
});
