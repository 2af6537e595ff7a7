import { Injectable } from '@nestjs/common';
import type { AdminOverview, OverviewQuery } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { figureWindowsOf, figuresOf, seriesOf, spanOf } from './overview-figures';
import { bucketsOf, dayOf, resolveRange } from './overview-range';
import { ReportingRepository } from './reporting.repository';

/** The admin overview: key figures and their series, read from the reporting model only. */
@Injectable()
export class OverviewService {
  constructor(private readonly repository: ReportingRepository) {}

  async overview(query: OverviewQuery, now: Date = new Date()): Promise<AdminOverview> {
    const today = dayOf(now);
    const range = resolveRange(query, today);
    if (range === 'ends-after-today') {
      throw AppError.of('VALIDATION_FAILED', undefined, { fields: { to: ['The range cannot end after today.'] } });
    }
    const windows = figureWindowsOf(today, range);
    const buckets = bucketsOf(range);
    const [trackingSince, daily, allTime, active, open, openReports] = await Promise.all([
      this.repository.trackingSince(),
      this.repository.dailyTotals(spanOf(windows)),
      this.repository.allTimeTotals(),
      this.repository.activeUsers(windows, buckets),
      this.repository.openItems(),
      this.repository.openReports(),
    ]);
    const inputs = { daily, allTime, active, windows, buckets };
    return {
      tracking_since: trackingSince,
      generated_at: now.toISOString(),
      range: {
        kind: range.kind,
        from: range.from,
        to: range.to,
        granularity: range.granularity,
        previous_from: range.previous.from,
        previous_to: range.previous.to,
      },
      buckets: buckets.map((bucket) => bucket.from),
      figures: figuresOf(inputs),
      series: seriesOf(inputs),
      work: {
        pending_documents: open.document,
        pending_withdrawals: open.withdrawal,
        pending_universities: open.university,
        open_reports: openReports,
      },
    };
  }
}
