import { brownSamplesOf, readBrownSample } from './brown-samples';
import { humanTextsOf } from './human-texts';

/** Evenly spaced items of a list, at most `count` of them. */
function evenlySpaced<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

/**
 * The human texts a language model scores to calibrate the hybrid engine: the same Brown parts as
 * the offline calibration (one cut of each sample), at most `perPart` of each, spread over every
 * genre. Neither part trained the trigram model; the measurement part sets no threshold.
 */
export function modelCalibrationTexts(perPart: number): { calibration: string[]; measurement: string[] } {
  const textsOf = (part: 'calibration' | 'measurement') =>
    evenlySpaced(
      brownSamplesOf(part).flatMap((name, index) => humanTextsOf(readBrownSample(name), index)),
      perPart,
    );
  return { calibration: textsOf('calibration'), measurement: textsOf('measurement') };
}
