import { randomUUID } from 'node:crypto';
import { UuidTable } from './uuid-table';

describe('UuidTable', () => {
  it('finds thousands of ids by entry and entries by id, across its own growth', () => {
    const table = new UuidTable();
    const ids = Array.from({ length: 5000 }, () => randomUUID());
    ids.forEach((id, entry) => table.set(id, entry));
    expect(ids.every((id, entry) => table.find(id) === entry)).toBe(true);
    expect(ids.every((id, entry) => table.idOf(entry) === id)).toBe(true);
    expect(table.find(randomUUID())).toBe(-1);
  });

  it('moves an id added again to its new entry, and reads upper-case ids', () => {
    const table = new UuidTable();
    const id = randomUUID();
    table.set(id, 0);
    table.set(randomUUID(), 1);
    table.set(id, 2);
    expect(table.find(id)).toBe(2);
    expect(table.find(id.toUpperCase())).toBe(2);
    expect(table.idOf(2)).toBe(id);
  });

  it('knows nothing of strings that are not uuids', () => {
    const table = new UuidTable();
    expect(table.find('not-a-uuid')).toBe(-1);
    expect(() => table.set('not-a-uuid', 0)).toThrow('not a uuid');
  });
});
