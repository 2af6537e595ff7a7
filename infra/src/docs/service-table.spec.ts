import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, renderServiceTable } from './service-table';

describe('ARCHITECTURE.md service table', () => {
  it('matches the event catalog (run `npm run docs:services -w @studyhub/infra` after changing events)', () => {
    const document = readFileSync(path.join(__dirname, '..', '..', '..', 'ARCHITECTURE.md'), 'utf8');
    const start = document.indexOf(TABLE_START);
    const end = document.indexOf(TABLE_END);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(document.slice(start, end + TABLE_END.length)).toBe(renderServiceTable());
  });

  it('names every service with its own database', () => {
    const table = renderServiceTable();
    for (const database of ['studyhub_auth', 'studyhub_points_ledger', 'studyhub_document_processing', 'studyhub_content']) {
      expect(table).toContain(database);
    }
  });
});
