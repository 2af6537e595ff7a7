import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The installed folder of an npm package, found along Node's own lookup paths. harper.js and
 * dictionary-en export only an ESM entry, so `require.resolve` cannot name their files, yet the
 * dictionary's .aff/.dic and harper's WebAssembly are plain files we read or import ourselves.
 */
export function packageDirectory(name: string): string {
  const lookup = createRequire(__filename).resolve.paths(name) ?? [];
  for (const folder of lookup) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`package ${name} is not installed (looked in ${lookup.join(', ')})`);
}
