import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_END, TABLE_START, renderServiceTable } from '../docs/service-table';
import { REPO_ROOT } from '../stack/repo-root';

/** Rewrites the generated service table in ARCHITECTURE.md. */
const file = path.join(REPO_ROOT, 'ARCHITECTURE.md');
const document = readFileSync(file, 'utf8');
const start = document.indexOf(TABLE_START);
const end = document.indexOf(TABLE_END);
if (start < 0 || end < 0) {
  console.error(`ARCHITECTURE.md has no ${TABLE_START} ... ${TABLE_END} block`);
  process.exit(1);
}
writeFileSync(file, document.slice(0, start) + renderServiceTable() + document.slice(end + TABLE_END.length));
console.log('ARCHITECTURE.md service table updated');
