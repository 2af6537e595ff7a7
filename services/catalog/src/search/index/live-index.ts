import type { DocumentIndex } from './document-index';
import type { IndexLoader } from './index-loader';
import type { QuestionIndex } from './question-index';

/**
 * One built index kept current from the change feed. `fresh()` is the read barrier: it returns
 * once a read of the feed that started after the call has been applied, so an answer reflects
 * every write committed before the request arrived. Concurrent callers share reads: at most one
 * is in flight, and everyone who arrived while it ran waits for the next one.
 */
export class LiveIndex {
  /** Change rows applied whose transaction might still be at or after the horizon (read again). */
  private readonly applied = new Map<string, bigint>();
  private readDoneStartedAt = Number.NEGATIVE_INFINITY;
  private inflight: { startedAt: number; done: Promise<void> } | null = null;
  /** Date.now() of the last successful read of the feed. */
  lastReadAt = Date.now();
  readonly builtAt = Date.now();

  constructor(
    readonly documents: DocumentIndex,
    readonly questions: QuestionIndex,
    private horizon: string,
    private readonly loader: IndexLoader,
  ) {}

  async fresh(since: number = performance.now()): Promise<void> {
    for (;;) {
      if (this.readDoneStartedAt >= since) return;
      const running = this.inflight;
      if (running === null) {
        this.startRead();
      } else if (running.startedAt >= since) {
        await running.done;
      } else {
        await running.done.catch(() => undefined);
      }
    }
  }

  private startRead(): void {
    const startedAt = performance.now();
    const done = this.read().then(() => {
      this.readDoneStartedAt = Math.max(this.readDoneStartedAt, startedAt);
    });
    const inflight = { startedAt, done };
    this.inflight = inflight;
    void done.then(
      () => this.settle(inflight),
      () => this.settle(inflight),
    );
  }

  private settle(inflight: { startedAt: number; done: Promise<void> }): void {
    if (this.inflight === inflight) this.inflight = null;
  }

  private async read(): Promise<void> {
    const { horizon, changes } = await this.loader.changesSince(this.horizon);
    const unseen = changes.filter((change) => !this.applied.has(change.id));
    if (unseen.length > 0) {
      const documentIds = new Set<string>();
      const questionIds = new Set<string>();
      for (const change of unseen) (change.corpus === 'document' ? documentIds : questionIds).add(change.entityId);
      const changed = await this.loader.load([...documentIds], [...questionIds]);
      for (const record of changed.documents) this.documents.upsert(record);
      for (const id of changed.removedDocuments) this.documents.remove(id);
      for (const record of changed.questions) this.questions.upsert(record);
      for (const id of changed.removedQuestions) this.questions.remove(id);
      for (const change of unseen) this.applied.set(change.id, BigInt(change.xid));
    }
    const reached = BigInt(horizon);
    for (const [id, xid] of this.applied) if (xid < reached) this.applied.delete(id);
    this.horizon = horizon;
    this.lastReadAt = Date.now();
  }
}
