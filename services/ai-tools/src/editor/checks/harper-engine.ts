import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { packageDirectory } from './package-directory';

/** One finding of Harper, as plain data; offsets in UTF-16 units, as Harper's JS binding gives them. */
export interface HarperLint {
  rule: string;
  kind: string;
  message: string;
  start: number;
  end: number;
  problem: string;
  /** Harper's fixes: `replace` the span, `remove` it, or `insert-after` it. */
  suggestions: { kind: 'replace' | 'remove' | 'insert-after'; text: string }[];
}

export interface GrammarEngine {
  lint(text: string): Promise<HarperLint[]>;
  close(): Promise<void>;
}

interface WorkerReply {
  id?: number;
  ready?: boolean;
  lints?: HarperLint[];
  error?: string;
}

/**
 * Runs in the worker. harper.js ships only as ESM and its WebAssembly linter blocks while it works
 * (a second to compile, tens of ms per 2,000 words), so it lives in a worker thread of its own:
 * the service's event loop stays free, and the worker loads harper with Node's own ESM loader.
 * It is plain JavaScript because a worker runs outside our TypeScript build and Jest's transform.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const KINDS = ['replace', 'remove', 'insert-after'];
(async () => {
  const harper = await import(workerData.indexUrl);
  const { slimBinary } = await import(workerData.binaryUrl);
  const linter = new harper.LocalLinter({ binary: slimBinary, dialect: harper.Dialect.American });
  await linter.setup();
  await linter.setLintConfig(Object.fromEntries(workerData.disabledRules.map((rule) => [rule, false])));
  parentPort.on('message', async ({ id, text }) => {
    try {
      const organized = await linter.organizedLints(text, { language: 'plaintext' });
      const lints = [];
      for (const [rule, found] of Object.entries(organized)) {
        for (const lint of found) {
          const span = lint.span();
          lints.push({
            rule,
            kind: lint.lint_kind(),
            message: lint.message(),
            start: span.start,
            end: span.end,
            problem: lint.get_problem_text(),
            suggestions: lint.suggestions().map((s) => ({ kind: KINDS[s.kind] ?? 'replace', text: s.get_replacement_text() })),
          });
          lint.free();
        }
      }
      parentPort.postMessage({ id, lints });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error && error.stack || error) });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

/**
 * Harper (harper.js, Apache-2.0), the offline grammar engine, in a worker thread started on first
 * use. A crashed worker fails the calls in flight and is started again on the next one.
 */
export class HarperEngine implements GrammarEngine {
  private worker: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(lints: HarperLint[]): void; reject(error: Error): void }>();

  constructor(private readonly disabledRules: readonly string[]) {}

  /** Starts the worker ahead of the first check, so the first user does not wait for it. */
  async warmUp(): Promise<void> {
    await this.started();
  }

  async lint(text: string): Promise<HarperLint[]> {
    const worker = await this.started();
    const id = this.nextId++;
    // Held while a call is in flight, released when idle: an idle engine keeps no process alive.
    if (this.pending.size === 0) worker.ref();
    return new Promise<HarperLint[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, text });
    }).finally(() => {
      if (this.pending.size === 0) worker.unref();
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private started(): Promise<Worker> {
    this.worker ??= this.start().catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  private start(): Promise<Worker> {
    const dist = path.join(packageDirectory('harper.js'), 'dist');
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        indexUrl: pathToFileURL(path.join(dist, 'index.js')).href,
        binaryUrl: pathToFileURL(path.join(dist, 'slimBinary.js')).href,
        disabledRules: this.disabledRules,
      },
    });
    worker.unref();
    return new Promise<Worker>((resolve, reject) => {
      let ready = false;
      worker.on('message', (reply: WorkerReply) => {
        if (reply.ready) {
          ready = true;
          resolve(worker);
          return;
        }
        if (reply.id === undefined) {
          reject(new Error(`grammar engine failed to start: ${reply.error ?? 'unknown error'}`));
          return;
        }
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (reply.error !== undefined) waiting?.reject(new Error(`grammar engine failed: ${reply.error}`));
        else waiting?.resolve(reply.lints ?? []);
      });
      const fail = (error: Error): void => {
        if (!ready) reject(error);
        this.worker = null;
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`grammar engine stopped (exit code ${code})`)));
    });
  }
}
