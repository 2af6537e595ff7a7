import type { GenerationStreamEvent } from '@studyhub/contracts';
import type { SseMessage } from './sse-parser';

type EventOf<Name extends GenerationStreamEvent['event']> = Extract<GenerationStreamEvent, { event: Name }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function readDone(data: Record<string, unknown>): EventOf<'done'>['data'] | null {
  const { html, words, points_charged, balance, model, cited, dropped, removed_bibliography } = data;
  if (!isString(html) || !isNumber(words) || !isNumber(points_charged) || !isNumber(balance) || !isString(model)) {
    return null;
  }
  return {
    html,
    words,
    points_charged,
    balance,
    engine: 'llm',
    model,
    cited: Array.isArray(cited) ? cited.filter(isString) : [],
    dropped: Array.isArray(dropped)
      ? dropped.filter(isRecord).map((entry) => ({
          marker: isString(entry.marker) ? entry.marker : '',
          reason: isString(entry.reason) ? entry.reason : '',
        }))
      : [],
    removed_bibliography: removed_bibliography === true,
  };
}

/**
 * One SSE message of POST /api/papers/{id}/generate as the contract's event, or null for a message
 * this screen does not know (a newer server may add events; they are skipped, not fatal).
 */
export function readGenerationEvent(message: SseMessage): GenerationStreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  switch (message.event) {
    case 'hold':
      return isNumber(data.points_held) ? { event: 'hold', data: { points_held: data.points_held } } : null;
    case 'text':
      return isString(data.text) ? { event: 'text', data: { text: data.text } } : null;
    case 'done': {
      const done = readDone(data);
      return done ? { event: 'done', data: done } : null;
    }
    case 'error':
      return {
        event: 'error',
        data: {
          code: isString(data.code) ? data.code : 'GENERATION_FAILED',
          message: isString(data.message) && data.message ? data.message : GENERATION_FAILED,
        },
      };
    default:
      return null;
  }
}

export const GENERATION_FAILED = 'The text could not be generated. Please try again.';
