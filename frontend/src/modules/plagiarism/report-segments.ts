import type { PlagiarismMatch } from '@studyhub/contracts';

/** A run of the checked text: plain, or inside one or more matches (numbered as listed). */
export interface TextSegment {
  text: string;
  start: number;
  /** The numbers (1-based, as the report lists them) of the matches covering this run. */
  matches: number[];
  excluded: boolean;
}

/**
 * The checked text cut at every match's start and end, so each run can be highlighted and point
 * to the matches (and their sources) that cover it. Offsets outside the text are clamped.
 */
export function segmentText(text: string, matches: readonly PlagiarismMatch[]): TextSegment[] {
  const clamp = (offset: number) => Math.max(0, Math.min(text.length, offset));
  const cuts = new Set<number>([0, text.length]);
  for (const match of matches) {
    cuts.add(clamp(match.start));
    cuts.add(clamp(match.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const start = points[index]!;
    const end = points[index + 1]!;
    const covering = matches
      .map((match, number) => ({ match, number: number + 1 }))
      .filter(({ match }) => clamp(match.start) <= start && clamp(match.end) >= end);
    segments.push({
      text: text.slice(start, end),
      start,
      matches: covering.map(({ number }) => number),
      excluded: covering.length > 0 && covering.every(({ match }) => match.excluded_as !== null),
    });
  }
  return segments;
}

/** The similarity as the report shows it: "42.5%", "0%". */
export function similarityLabel(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}
