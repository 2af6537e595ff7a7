import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * One Prometheus registry per process, with Node's default metrics and the HTTP histogram every
 * process shares. Components add their own metrics through `counter`, `gauge` and `histogram`.
 */
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(process: string) {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry });
    this.httpRequestDuration = this.histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  }

  counter<L extends string>(config: { name: string; help: string; labelNames?: readonly L[] }): Counter<L> {
    const existing = this.registry.getSingleMetric(config.name);
    if (existing) return sameKind(existing, Counter, config.name) as Counter<L>;
    return new Counter({ ...config, labelNames: config.labelNames ?? [], registers: [this.registry] });
  }

  gauge<L extends string>(config: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    collect?: (this: Gauge<L>) => void | Promise<void>;
  }): Gauge<L> {
    const existing = this.registry.getSingleMetric(config.name);
    if (existing) return sameKind(existing, Gauge, config.name) as Gauge<L>;
    return new Gauge({ ...config, labelNames: config.labelNames ?? [], registers: [this.registry] });
  }

  histogram<L extends string>(config: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    buckets?: number[];
  }): Histogram<L> {
    const existing = this.registry.getSingleMetric(config.name);
    if (existing) return sameKind(existing, Histogram, config.name) as Histogram<L>;
    return new Histogram({ ...config, labelNames: config.labelNames ?? [], registers: [this.registry] });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** One name, one kind: asking for an existing name as another kind is a programming error. */
function sameKind(metric: unknown, kind: abstract new (...args: never[]) => unknown, name: string): unknown {
  if (!(metric instanceof kind)) throw new Error(`Metric ${name} is already registered as another kind`);
  return metric;
}
