import { createSseParser, type SseMessage } from './sse-parser';

function parseInChunks(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return messages;
}

const STREAM =
  ': keep-alive\n\n' +
  'event: hold\ndata: {"points_held":20}\n\n' +
  'event: text\ndata: {"text":"Hello "}\n\n' +
  'event: text\r\ndata: {"text":"world"}\r\n\r\n' +
  'event: done\ndata: {"html":"<p>Hello</p>",\ndata: "words":1}\n\n';

const EXPECTED: SseMessage[] = [
  { event: 'hold', data: '{"points_held":20}' },
  { event: 'text', data: '{"text":"Hello "}' },
  { event: 'text', data: '{"text":"world"}' },
  { event: 'done', data: '{"html":"<p>Hello</p>",\n"words":1}' },
];

describe('createSseParser', () => {
  it('reads named events, skips comments and joins multi-line data with a line feed', () => {
    expect(parseInChunks([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events however the stream is split, even inside a CRLF', () => {
    for (let size = 1; size <= 7; size += 1) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parseInChunks(chunks)).toEqual(EXPECTED);
    }
    const crlf = STREAM.indexOf('\r\n');
    expect(parseInChunks([STREAM.slice(0, crlf + 1), STREAM.slice(crlf + 1)])).toEqual(EXPECTED);
  });

  it('drops the space after the colon only once, names unnamed events message and drops an unfinished one', () => {
    expect(parseInChunks(['data:  two spaces\n\ndata\n\nevent: text\ndata: cut off'])).toEqual([
      { event: 'message', data: ' two spaces' },
      { event: 'message', data: '' },
    ]);
  });

  it('dispatches nothing for an event without data', () => {
    expect(parseInChunks(['event: hold\n\n', 'id: 4\nretry: 100\n\n'])).toEqual([]);
  });
});
