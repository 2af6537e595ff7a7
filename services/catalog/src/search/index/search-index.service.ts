import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER, MetricsRegistry, SERVICE_CONFIG } from '@studyhub/platform';
import type { CatalogEnv } from '../../catalog.config';
import { searchSettingsFrom, type SearchSettings } from '../search.config';
import { DocumentIndex } from './document-index';
import { IndexLoader, LoadCancelledError } from './index-loader';
import { LiveIndex } from './live-index';
import { QuestionIndex } from './question-index';

/** Change rows are kept this long; a replica that has not read the feed for half of it rebuilds. */
const CHANGE_RETENTION_MINUTES = 60;
const PRUNE_EVERY_MS = 5 * 60_000;
const RETRY_BUILD_MS = 30_000;
/** The delta is a plain map and slower to search; past this share of the index, rebuild. */
const MAX_DELTA_SHARE = 0.1;
const MIN_DELTA_FOR_REBUILD = 20_000;

/**
 * Owns this replica's in-process index (ADR 0011): builds it from PostgreSQL at start, keeps it
 * current from the change feed (every second, and before any read that asks), rebuilds it in the
 * background now and then, and swaps the new one in whole. Until the first build is done,
 * `current()` answers null and callers search PostgreSQL instead.
 */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private live: LiveIndex | null = null;
  private building: Promise<void> | null = null;
  private stopping = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly loader: IndexLoader;
  private readonly settings: SearchSettings;
  private lastBuildSeconds = Number.NaN;

  constructor(
    dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: CatalogEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: MetricsRegistry,
  ) {
    this.loader = new IndexLoader(dataSource);
    this.settings = searchSettingsFrom(config);
    this.registerMetrics(metrics);
  }

  get enabled(): boolean {
    return this.settings.enabled;
  }

  /** The index has been built once and answers. */
  get ready(): boolean {
    return this.live !== null;
  }

  onApplicationBootstrap(): void {
    if (!this.settings.enabled) return;
    void this.rebuild('start');
    this.every(this.settings.pollMs, () => this.tick());
    this.every(PRUNE_EVERY_MS, () => this.prune());
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.building;
  }

  /**
   * The index, caught up with every change committed before this call; null while the first
   * build runs (or when the index is off). Rejects when the change feed cannot be read.
   */
  async current(): Promise<LiveIndex | null> {
    const live = this.live;
    if (live === null) return null;
    await live.fresh();
    return live;
  }

  /**
   * Builds a new index in the background and swaps it in; a build already running is left to
   * finish instead. Resolves when the build ends (callers need not wait; failures are logged).
   */
  rebuild(reason: string): Promise<void> {
    if (this.building !== null) return this.building;
    if (this.stopping) return Promise.resolve();
    this.building = this.build(reason)
      .catch((error: unknown) => {
        if (error instanceof LoadCancelledError || this.stopping) return;
        this.logger.error({ err: error }, 'search index build failed; retrying later');
        const retry = setTimeout(() => void this.rebuild('retry'), RETRY_BUILD_MS);
        retry.unref();
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  private async build(reason: string): Promise<void> {
    const started = performance.now();
    const documents = DocumentIndex.builder();
    const questions = QuestionIndex.builder();
    const horizon = await this.loader.loadAll({
      document: (record) => documents.add(record),
      question: (record) => questions.add(record),
      cancelled: () => this.stopping,
    });
    const next = new LiveIndex(await documents.build(), await questions.build(), horizon, this.loader);
    await next.fresh();
    if (this.stopping) return;
    this.live = next;
    this.lastBuildSeconds = (performance.now() - started) / 1000;
    this.logger.info(
      {
        reason,
        documents: next.documents.size,
        questions: next.questions.size,
        seconds: Math.round(this.lastBuildSeconds * 10) / 10,
      },
      'search index built',
    );
  }

  /** Reads the change feed, and rebuilds when the index is old, its delta large or its feed lost. */
  private async tick(): Promise<void> {
    const live = this.live;
    if (live === null) return;
    try {
      await live.fresh();
    } catch (error) {
      this.logger.warn({ err: error }, 'search index could not read the change feed');
    }
    const now = Date.now();
    if (now - live.lastReadAt > (CHANGE_RETENTION_MINUTES / 2) * 60_000) void this.rebuild('change feed lost');
    else if (now - live.builtAt > this.settings.rebuildMs) void this.rebuild('scheduled');
    else if (tooMuchDelta(live.documents) || tooMuchDelta(live.questions)) void this.rebuild('delta');
  }

  private async prune(): Promise<void> {
    try {
      await this.loader.pruneChanges(CHANGE_RETENTION_MINUTES);
    } catch (error) {
      this.logger.warn({ err: error }, 'search change feed pruning failed');
    }
  }

  private every(ms: number, work: () => Promise<void>): void {
    let running = false;
    const timer = setInterval(() => {
      if (running || this.stopping) return;
      running = true;
      void work().finally(() => {
        running = false;
      });
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }

  private registerMetrics(metrics: MetricsRegistry): void {
    const live = () => this.live;
    const buildSeconds = () => this.lastBuildSeconds;
    metrics.gauge({
      name: 'catalog_search_index_ready',
      help: '1 once the in-process search index answers, 0 while PostgreSQL answers alone.',
      collect() {
        this.set(live() === null ? 0 : 1);
      },
    });
    metrics.gauge({
      name: 'catalog_search_index_entries',
      help: 'Approved documents and public questions in the search index, and how many sit in its delta.',
      labelNames: ['corpus', 'part'],
      collect() {
        const index = live();
        if (index === null) return;
        this.set({ corpus: 'documents', part: 'all' }, index.documents.size);
        this.set({ corpus: 'documents', part: 'delta' }, index.documents.deltaSize);
        this.set({ corpus: 'questions', part: 'all' }, index.questions.size);
        this.set({ corpus: 'questions', part: 'delta' }, index.questions.deltaSize);
      },
    });
    metrics.gauge({
      name: 'catalog_search_index_build_seconds',
      help: 'How long the last full build of the search index took.',
      collect() {
        if (Number.isFinite(buildSeconds())) this.set(buildSeconds());
      },
    });
  }
}

function tooMuchDelta(index: { size: number; deltaSize: number }): boolean {
  return index.deltaSize > Math.max(MIN_DELTA_FOR_REBUILD, index.size * MAX_DELTA_SHARE);
}
