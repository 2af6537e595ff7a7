import { countWords } from '@studyhub/contracts';
import type { PromptToken } from '../llm/openai.client';
import { promptTokensOf } from '../llm/openai.client';
import { AiContentDetector } from './ai-content-detector';
import {
  HYBRID_FEATURES,
  HYBRID_FEATURE_NAMES,
  measureWithModel,
  scoredPieces,
  surprisalsBySentence,
} from './model-logprob-features';
import { splitSentences } from './text-units';
import { brownSamplesOf, readBrownSample } from './training/brown-samples';
import { calibrateScales } from './training/calibrate-detector';
import { humanTextsOf } from './training/human-texts';
import { buildDetector } from './training/train-detector-model';

/** Each word a token; its log-probability from `logprobOf` (natural log). */
function wordTokens(text: string, logprobOf: (word: string, index: number) => number): PromptToken[] {
  return [...text.matchAll(/\S+/g)].map((match, index) => ({
    offset: match.index,
    logprob: logprobOf(match[0], index),
  }));
}

/** A stand-in for a language model on human text: surprisal that varies with the word, as real text does. */
function humanLike(word: string, index: number): number {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return -(0.5 + ((hash + index * 7) % 60) / 10);
}

describe('promptTokensOf', () => {
  it('keeps the prompt tokens with a log-probability, drops the first (null) and the generated one', () => {
    const tokens = promptTokensOf({ token_logprobs: [null, -1.5, -0.2, -3], text_offset: [0, 3, 7, 12] }, 12);
    expect(tokens).toEqual([
      { offset: 3, logprob: -1.5 },
      { offset: 7, logprob: -0.2 },
    ]);
  });

  it('gives nothing for an answer that does not line up', () => {
    expect(promptTokensOf({ token_logprobs: [-1, -2], text_offset: [0] }, 10)).toEqual([]);
    expect(promptTokensOf({ token_logprobs: [-1, -2], text_offset: [5, 2] }, 10)).toEqual([]);
    expect(promptTokensOf(undefined, 10)).toEqual([]);
  });
});

describe('scoredPieces', () => {
  it('cuts at sentence ends into pieces of at most the given words, covering the text in order', () => {
    const text = Array.from({ length: 25 }, (_, index) => `Sentence number ${index} has six words.`).join(' ');
    const pieces = scoredPieces(text, splitSentences(text), 30);
    expect(pieces.length).toBe(5);
    for (const piece of pieces) {
      expect(text.slice(piece.offset, piece.offset + piece.text.length)).toBe(piece.text);
      expect(countWords(piece.text)).toBeLessThanOrEqual(30);
      expect(piece.text.endsWith('.')).toBe(true);
    }
  });

  it('keeps a short text whole', () => {
    const text = 'One sentence. Another one.';
    expect(scoredPieces(text, splitSentences(text))).toEqual([{ offset: 0, text }]);
  });
});

describe('surprisalsBySentence', () => {
  it('gives a token to the sentence its first visible character is in, in bits', () => {
    const text = 'First one here. Second one.';
    const spans = splitSentences(text);
    // " Second" starts at the space before the second sentence.
    const tokens = [
      { offset: 0, logprob: -Math.LN2 },
      { offset: 15, logprob: -2 * Math.LN2 },
    ];
    const bySentence = surprisalsBySentence(text, spans, tokens);
    expect(bySentence[0]).toEqual([1]);
    expect(bySentence[1]![0]).toBeCloseTo(2, 10);
  });
});

describe('the hybrid engine', () => {
  let detector: AiContentDetector;
  let humanText: string;

  beforeAll(() => {
    detector = new AiContentDetector(
      buildDetector({
        training: brownSamplesOf('training').filter((_, index) => index % 6 === 0),
        calibration: brownSamplesOf('calibration').filter((_, index) => index % 4 === 0),
        measurement: brownSamplesOf('measurement').filter((_, index) => index % 4 === 0),
      }),
    );
    const heldOut = brownSamplesOf('measurement').find((_, index) => index % 4 === 1)!;
    humanText = humanTextsOf(readBrownSample(heldOut))[0]!;
  });

  function scales() {
    const measured = (part: 'calibration' | 'measurement', every: number) =>
      brownSamplesOf(part)
        .filter((_, index) => index % every === 2)
        .flatMap((name) => humanTextsOf(readBrownSample(name)))
        .map((text) => measureWithModel(text, detector.ngramModel, wordTokens(text, humanLike)));
    return calibrateScales(
      measured('calibration', 3),
      measured('measurement', 3),
      HYBRID_FEATURES,
      HYBRID_FEATURE_NAMES,
    );
  }

  it('measures the model surprisal of the whole text and of each sentence', () => {
    const measures = measureWithModel(
      humanText,
      detector.ngramModel,
      wordTokens(humanText, () => -Math.LN2 * 3),
    );
    expect(measures.document.modelSurprisal).toBeCloseTo(3, 10);
    expect(measures.document.modelSurprisalSpread).toBeCloseTo(0, 10);
    expect(measures.perSentence).toHaveLength(measures.sentences.length);
    for (const vector of measures.perSentence) expect(vector.modelSurprisal).toBeCloseTo(3, 10);
  });

  it('reads the same human text as possibly AI when the language model finds every token nearly certain', () => {
    const hybridScales = scales();
    const asHuman = detector.analyseWithModel(humanText, wordTokens(humanText, humanLike), hybridScales);
    const predictable = detector.analyseWithModel(
      humanText,
      wordTokens(humanText, () => -0.01),
      hybridScales,
    );

    expect(detector.analyse(humanText).summary.band).not.toBe('possibly AI');
    expect(asHuman.summary.band).not.toBe('possibly AI');
    expect(predictable.summary.band).toBe('possibly AI');
    expect(predictable.summary.score).toBeGreaterThan(asHuman.summary.score);
    expect(predictable.summary.features.map((feature) => feature.name)).toEqual([...HYBRID_FEATURE_NAMES]);
    expect(predictable.summary.falsePositiveRate).toBeCloseTo(hybridScales.document.falsePositiveRate, 4);
    expect(predictable.summary.humanTextsMeasured).toBe(hybridScales.document.humanTextsMeasured);
  });
});
