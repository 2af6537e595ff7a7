import type { AdminReport } from '@studyhub/contracts';

export interface ResolutionChoice {
  action: 'take_down' | 'dismiss';
  refundBuyers: boolean;
  reason: string;
  reply: string;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What resolving the report will do, one line per effect, for the confirmation dialog. */
export function resolutionEffects(
  report: Pick<AdminReport, 'document' | 'impact' | 'reporter' | 'source'>,
  choice: ResolutionChoice,
): string[] {
  const title = `“${report.document.title}”`;
  const effects: string[] = [];
  if (choice.action === 'take_down') {
    effects.push(`${title} is taken down: it leaves search and listings and can no longer be bought.`);
    const { buyers, orders, refund_points: points } = report.impact;
    if (choice.refundBuyers) {
      effects.push(
        buyers > 0
          ? `${plural(buyers, 'buyer gets', 'buyers get')} ${plural(points, 'point', 'points')} back for this document (${plural(orders, 'order', 'orders')}); other documents in those orders are kept. The seller's earnings from it are taken back.`
          : 'Nobody has bought it, so nobody is refunded.',
      );
    } else if (buyers > 0) {
      effects.push(`${plural(buyers, 'buyer keeps', 'buyers keep')} their copy; nobody is refunded.`);
    }
    effects.push('The seller is told it was taken down, with your reason.');
  } else {
    effects.push(`${title} stays available; the report is closed as dismissed.`);
  }
  const hasReporter = report.source !== 'plagiarism_flag';
  if (hasReporter && choice.reply.trim()) {
    effects.push(
      report.reporter.user_id
        ? 'The member who reported it gets your answer in their notifications and by e-mail.'
        : `${report.reporter.name ?? 'The sender'} gets your answer by e-mail at ${report.reporter.email ?? 'their address'}.`,
    );
  } else if (hasReporter) {
    effects.push('The reporter gets no answer (you wrote none).');
  }
  return effects;
}
