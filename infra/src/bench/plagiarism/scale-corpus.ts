import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { seededRandom } from '@studyhub/platform/testing';
import type { PlagiarismDist } from './plagiarism-dist';
import { benchUuid } from './test-set';

/** Sentences per synthetic document: about 250 words. */
const SENTENCES = 12;
/** Documents written to the COPY streams at a time. */
const BATCH = 500;

/** A value in PostgreSQL's COPY text format. */
function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  return String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

class CopyStream {
  private readonly process;
  private readonly done: Promise<void>;
  private errors = '';

  constructor(url: string, statement: string) {
    this.process = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], { stdio: ['pipe', 'ignore', 'pipe'] });
    this.process.stderr.on('data', (chunk: Buffer) => (this.errors += chunk.toString()));
    this.done = new Promise((resolve, reject) => {
      this.process.on('error', reject);
      this.process.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`psql ${statement} exited ${code}: ${this.errors}`)),
      );
    });
  }

  async write(lines: string): Promise<void> {
    const stdin = this.process.stdin;
    if (!stdin.write(lines)) await once(stdin, 'drain');
  }

  async end(): Promise<void> {
    this.process.stdin.end();
    await this.done;
  }
}

export interface ScaleLoad {
  documents: number;
  fingerprints: number;
  seconds: number;
}

/**
 * Fills a throwaway database up to `count` more approved documents, each 12 Brown sentences chosen
 * by a seeded generator (so sentences recur in about 20 documents each, like shared phrases do),
 * written with COPY. The fingerprint indexes and the foreign key are dropped for the load and the
 * indexes built again after it, as a bulk import would.
 */
export async function loadSyntheticDocuments(
  url: string,
  dist: PlagiarismDist,
  pool: readonly string[],
  count: number,
  seed: number,
): Promise<ScaleLoad> {
  const started = performance.now();
  const random = seededRandom(seed);
  await runSql(
    url,
    `ALTER TABLE plagiarism_fingerprints DROP CONSTRAINT IF EXISTS plagiarism_fingerprints_source_id_fkey;
     DROP INDEX IF EXISTS plagiarism_fingerprints_hash_idx; DROP INDEX IF EXISTS plagiarism_fingerprints_source_idx;`,
  );
  const sources = new CopyStream(
    url,
    `COPY plagiarism_sources (id, kind, external_id, title, slug, owner_id, body, word_count) FROM STDIN`,
  );
  const fingerprints = new CopyStream(url, `COPY plagiarism_fingerprints (hash, source_id, position) FROM STDIN`);
  let rows = 0;
  for (let start = 0; start < count; start += BATCH) {
    let sourceLines = '';
    let fingerprintLines = '';
    for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
      const sentences = Array.from({ length: SENTENCES }, () => pool[Math.floor(random() * pool.length)]!);
      const body = sentences.join(' ');
      const analysed = dist.engine.analyseText(body);
      const id = benchUuid(3, index);
      const externalId = benchUuid(2, index);
      sourceLines += `${[id, 'document', externalId, `Synthetic document ${index}`, `synthetic-${index}`, null, body, analysed.tokens.length].map(copyField).join('\t')}\n`;
      for (const gram of dist.engine.indexFingerprints(analysed)) {
        fingerprintLines += `${gram.hash}\t${id}\t${gram.first}\n`;
        rows += 1;
      }
    }
    await Promise.all([sources.write(sourceLines), fingerprints.write(fingerprintLines)]);
  }
  await Promise.all([sources.end(), fingerprints.end()]);
  await runSql(
    url,
    `CREATE INDEX plagiarism_fingerprints_hash_idx ON plagiarism_fingerprints (hash) INCLUDE (source_id);
     CREATE INDEX plagiarism_fingerprints_source_idx ON plagiarism_fingerprints (source_id);
     ANALYZE plagiarism_sources; ANALYZE plagiarism_fingerprints;`,
  );
  return { documents: count, fingerprints: rows, seconds: (performance.now() - started) / 1000 };
}

async function runSql(url: string, sql: string): Promise<void> {
  const child = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`psql failed (${code}): ${errors}`);
}
