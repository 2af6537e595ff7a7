import { auditDiff, displayValue } from './audit-diff';

describe('auditDiff', () => {
  it('puts the changed fields first and marks the rest unchanged', () => {
    const rows = auditDiff(
      { id: 'u1', email: 'ada@example.com', status: 'active', role: 'user' },
      { id: 'u1', email: 'ada@example.com', status: 'inactive', role: 'user' },
    );
    expect(rows).toEqual([
      { field: 'status', before: 'active', after: 'inactive', change: 'changed' },
      { field: 'id', before: 'u1', after: 'u1', change: 'unchanged' },
      { field: 'email', before: 'ada@example.com', after: 'ada@example.com', change: 'unchanged' },
      { field: 'role', before: 'user', after: 'user', change: 'unchanged' },
    ]);
  });

  it('shows a creation as added fields and a deletion as removed ones', () => {
    expect(auditDiff(null, { name: 'Starter', price_cents: 500 })).toEqual([
      { field: 'name', before: null, after: 'Starter', change: 'added' },
      { field: 'price_cents', before: null, after: '500', change: 'added' },
    ]);
    expect(auditDiff({ name: 'Starter' }, null)).toEqual([
      { field: 'name', before: 'Starter', after: null, change: 'removed' },
    ]);
  });

  it('opens nested records into dotted fields and tells a field that appeared from one set to null', () => {
    const rows = auditDiff(
      { settings: { share: 70, hold_days: 14 }, note: null },
      { settings: { share: 65, hold_days: 14 }, note: null, reason: 'Copyright' },
    );
    expect(rows).toEqual([
      { field: 'settings.share', before: '70', after: '65', change: 'changed' },
      { field: 'reason', before: null, after: 'Copyright', change: 'added' },
      { field: 'settings.hold_days', before: '14', after: '14', change: 'unchanged' },
      { field: 'note', before: 'null', after: 'null', change: 'unchanged' },
    ]);
  });

  it('compares lists as a whole', () => {
    expect(auditDiff({ tag_ids: ['a', 'b'] }, { tag_ids: ['a'] })).toEqual([
      { field: 'tag_ids', before: '["a","b"]', after: '["a"]', change: 'changed' },
    ]);
  });

  it('has nothing to show when neither side was recorded', () => {
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('displayValue', () => {
  it('writes values as text', () => {
    expect(displayValue(true)).toBe('true');
    expect(displayValue(undefined)).toBe('null');
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});
