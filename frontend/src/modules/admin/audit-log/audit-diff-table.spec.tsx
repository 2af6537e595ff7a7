import { renderToStaticMarkup } from 'react-dom/server';
import { AuditDiffTable } from './audit-diff-table';

function rowsOf(html: string): { change: string; text: string }[] {
  return [...html.matchAll(/<li[^>]*data-change="(\w+)"[^>]*>(.*?)<\/li>/g)].map((match) => ({
    change: match[1]!,
    text: match[2]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

describe('AuditDiffTable', () => {
  it('lists the changed field first, highlighted and named in words, then the unchanged ones', () => {
    const html = renderToStaticMarkup(
      <AuditDiffTable
        before={{ email: 'ada@example.com', status: 'active' }}
        after={{ email: 'ada@example.com', status: 'inactive' }}
      />,
    );
    expect(html).toContain('1 field changed, 1 unchanged.');
    expect(rowsOf(html)).toEqual([
      { change: 'changed', text: 'status Changed Before active After inactive' },
      { change: 'unchanged', text: 'email Unchanged Before ada@example.com After ada@example.com' },
    ]);
    expect(html).toMatch(/<li class="[^"]*bg-accent-100[^"]*" data-testid="audit-diff-row" data-change="changed"/);
    expect(html).toContain('line-through');
  });

  it('says what was not set on the side of a creation or a deletion', () => {
    const html = renderToStaticMarkup(<AuditDiffTable before={null} after={{ name: 'Starter' }} />);
    expect(rowsOf(html)).toEqual([{ change: 'added', text: 'name Added Before (not set) After Starter' }]);
  });

  it('says so when the action recorded no fields', () => {
    expect(renderToStaticMarkup(<AuditDiffTable before={null} after={null} />)).toContain(
      'This action recorded no fields.',
    );
  });
});
