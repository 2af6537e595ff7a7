import {
  AI_DETECTOR_BANDS,
  AI_DETECTOR_EXPERIMENTAL_REASON,
  AI_DETECTOR_WARNING,
  countWords,
} from '@studyhub/contracts';
import { AiContentDetector } from './ai-content-detector';
import { FEATURES } from './detector-features';
import { brownSamplesOf, readBrownSample } from './training/brown-samples';
import { humanTextsOf } from './training/human-texts';
import { buildDetector } from './training/train-detector-model';

/** A small detector (a tenth of the corpus) so the test stays quick; the build trains on all of it. */
function smallDetector(): AiContentDetector {
  const stored = buildDetector({
    training: brownSamplesOf('training').filter((_, index) => index % 6 === 0),
    calibration: brownSamplesOf('calibration').filter((_, index) => index % 4 === 0),
    measurement: brownSamplesOf('measurement').filter((_, index) => index % 4 === 0),
  });
  return new AiContentDetector(stored);
}

/** Machine-like on purpose: the same plain sentence pattern over and over. */
function templateText(): string {
  const subjects = ['The study', 'The report', 'The result', 'The team', 'The project', 'The analysis'];
  const verbs = ['shows', 'suggests', 'highlights', 'demonstrates'];
  const objects = ['the importance of the process', 'the value of the approach', 'the role of the system'];
  const sentences: string[] = [];
  for (let index = 0; sentences.join(' ').split(' ').length < 360; index += 1) {
    sentences.push(
      `${subjects[index % subjects.length]} ${verbs[index % verbs.length]} ${objects[index % objects.length]} in the world of today.`,
    );
  }
  return sentences.join(' ');
}

describe('AiContentDetector', () => {
  let detector: AiContentDetector;
  let humanText: string;

  beforeAll(() => {
    detector = smallDetector();
    const heldOut = brownSamplesOf('measurement').find((_, index) => index % 4 === 1)!;
    humanText = humanTextsOf(readBrownSample(heldOut))[0]!;
  });

  it('scores every sentence with a probability and a band, in the order and place of the text', () => {
    const { sentences } = detector.analyse(humanText);
    expect(sentences.length).toBeGreaterThan(5);
    for (const sentence of sentences) {
      expect(humanText.slice(sentence.offset, sentence.offset + sentence.length)).toBe(sentence.text);
      expect(sentence.probability).toBeGreaterThanOrEqual(0);
      expect(sentence.probability).toBeLessThanOrEqual(1);
      expect(AI_DETECTOR_BANDS).toContain(sentence.band);
    }
    const offsets = sentences.map((sentence) => sentence.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('summarises with the measured false-positive rate, the threshold, the warning and the experimental label', () => {
    const { summary, sentences } = detector.analyse(humanText);
    const scale = detector.manifest.document;
    expect(summary).toMatchObject({
      falsePositiveRateTarget: 0.01,
      humanTextsMeasured: scale.humanTextsMeasured,
      wordCount: countWords(humanText),
      warning: AI_DETECTOR_WARNING,
      experimental: true,
      experimentalReason: AI_DETECTOR_EXPERIMENTAL_REASON,
    });
    expect(summary.falsePositiveRate).toBeCloseTo(scale.falsePositiveRate, 4);
    expect(summary.threshold).toBeCloseTo(scale.threshold, 3);
    expect(Object.values(summary.sentenceBands).reduce((a, b) => a + b, 0)).toBe(sentences.length);
    expect(summary.features.map((feature) => feature.name)).toEqual(FEATURES.map((feature) => feature.name));
    expect(summary.features.reduce((sum, feature) => sum + feature.weight, 0)).toBeCloseTo(1, 2);
  });

  it('reads uniform, predictable template text as far more machine-like than held-out human text', () => {
    const human = detector.analyse(humanText).summary;
    const template = detector.analyse(templateText()).summary;
    expect(template.score).toBeGreaterThan(human.score);
    expect(template.band).toBe('possibly AI');
    expect(template.probability).toBe(1);
  });

  it('bands a document by its threshold: at or above it is possibly AI, never a verdict', () => {
    const { summary } = detector.analyse(humanText);
    expect(summary.band === 'possibly AI').toBe(summary.score >= summary.threshold);
    expect(AI_DETECTOR_BANDS).toContain(summary.band);
    expect(Object.keys(summary)).not.toEqual(expect.arrayContaining(['verdict']));
    expect(JSON.stringify(summary)).not.toMatch(/(this|the) text (is|was) (AI|human|machine)/i);
  });

  it('gives the same answer for the same text', () => {
    expect(detector.analyse(humanText)).toEqual(detector.analyse(humanText));
  });
});
