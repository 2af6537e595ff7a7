/**
 * PAN's character-level measures of text reuse detection (Potthast, Stein, Barrón-Cedeño and Rosso,
 * "An Evaluation Framework for Plagiarism Detection", COLING 2010): a case and a detection are
 * pairs of character ranges, one in the suspicious text and one in the source.
 */

/** A character range [start, end) of one text. */
export interface Range {
  start: number;
  end: number;
}

/** A plagiarism case (the truth) or a detection (the checker's answer). */
export interface ReusePair {
  suspiciousId: string;
  sourceId: string;
  suspicious: Range;
  source: Range;
}

export interface PlagdetScores {
  precision: number;
  recall: number;
  granularity: number;
  plagdet: number;
  cases: number;
  detections: number;
  detectedCases: number;
}

function overlap(a: Range, b: Range): Range | undefined {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return start < end ? { start, end } : undefined;
}

function unionLength(ranges: readonly Range[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Range | undefined;
  for (const range of sorted) {
    if (current && range.start <= current.end) current.end = Math.max(current.end, range.end);
    else {
      if (current) total += current.end - current.start;
      current = { ...range };
    }
  }
  return total + (current ? current.end - current.start : 0);
}

/** The parts of `a` and `b` they share when `b` detects `a` (overlap in both texts), else none. */
function shared(a: ReusePair, b: ReusePair): { suspicious: Range; source: Range } | undefined {
  if (a.suspiciousId !== b.suspiciousId || a.sourceId !== b.sourceId) return undefined;
  const suspicious = overlap(a.suspicious, b.suspicious);
  const source = overlap(a.source, b.source);
  return suspicious && source ? { suspicious, source } : undefined;
}

/** The share of `pair`'s characters (both sides) covered by its overlaps with the others. */
function coveredShare(pair: ReusePair, others: readonly ReusePair[]): { share: number; hits: number } {
  const suspicious: Range[] = [];
  const source: Range[] = [];
  let hits = 0;
  for (const other of others) {
    const common = shared(pair, other);
    if (!common) continue;
    hits += 1;
    suspicious.push(common.suspicious);
    source.push(common.source);
  }
  const size = pair.suspicious.end - pair.suspicious.start + (pair.source.end - pair.source.start);
  return { share: size === 0 ? 0 : (unionLength(suspicious) + unionLength(source)) / size, hits };
}

/**
 * precision = mean over detections of the share of its characters inside cases it detects;
 * recall = mean over cases of the share of its characters inside detections that detect it;
 * granularity = mean detections per detected case; plagdet = F1 / log2(1 + granularity).
 * With no detections precision is 1 (nothing claimed wrongly); with no cases recall is 1.
 */
export function plagdet(cases: readonly ReusePair[], detections: readonly ReusePair[]): PlagdetScores {
  const precision =
    detections.length === 0
      ? 1
      : detections.reduce((sum, detection) => sum + coveredShare(detection, cases).share, 0) / detections.length;
  const perCase = cases.map((reuse) => coveredShare(reuse, detections));
  const recall = cases.length === 0 ? 1 : perCase.reduce((sum, item) => sum + item.share, 0) / cases.length;
  const detected = perCase.filter((item) => item.hits > 0);
  const granularity = detected.length === 0 ? 1 : detected.reduce((sum, item) => sum + item.hits, 0) / detected.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    precision,
    recall,
    granularity,
    plagdet: f1 / Math.log2(1 + granularity),
    cases: cases.length,
    detections: detections.length,
    detectedCases: detected.length,
  };
}
