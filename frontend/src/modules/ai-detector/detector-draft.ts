import { AI_DETECTOR_MAX_CHARACTERS, AI_DETECTOR_MIN_WORDS, countWords } from '@studyhub/contracts';

export type DraftCheck = { ok: true; words: number } | { ok: false; words: number; message: string };

/** Whether a pasted text can be sent: the server's own limits, checked before any request. */
export function checkDraft(text: string): DraftCheck {
  const words = countWords(text);
  if (text.length > AI_DETECTOR_MAX_CHARACTERS) {
    return {
      ok: false,
      words,
      message: `The text is too long: at most ${AI_DETECTOR_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
    };
  }
  if (words < AI_DETECTOR_MIN_WORDS) {
    return {
      ok: false,
      words,
      message: `Paste at least ${AI_DETECTOR_MIN_WORDS} words: the detector does not score shorter texts. ${AI_DETECTOR_MIN_WORDS - words} to go.`,
    };
  }
  return { ok: true, words };
}

/** A probability as a whole percent for the screen: "97%". */
export function percent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** A measured rate with up to two decimals: "0.25%", "0.5%", "1%". */
export function ratePercent(rate: number): string {
  const value = Math.round(rate * 10_000) / 100;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}
