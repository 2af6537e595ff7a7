/** One dispatched server-sent event: its `event:` name (default `message`) and its joined `data:` lines. */
export interface SseMessage {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds the next decoded piece of the stream; a piece may end anywhere, even inside a line. */
  push: (chunk: string) => void;
  /** The stream ended: an event still missing its blank line is dropped, as the SSE standard says. */
  end: () => void;
}

/**
 * The text/event-stream format (WHATWG HTML, "Parsing an event stream"): lines end in LF, CR or
 * CRLF; a blank line dispatches; `:` starts a comment; several `data:` lines join with LF; one
 * space after the colon is not part of the value. `id:` and `retry:` matter only to reconnecting
 * EventSource clients and are ignored here, since a generation is never resumed.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  // A chunk that ends in CR may be the first half of a CRLF: the LF that follows is not a new line.
  let isAfterCarriageReturn = false;

  function dispatch(): void {
    if (dataLines.length > 0) onMessage({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function readLine(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  }

  return {
    push(chunk) {
      let text = chunk;
      if (isAfterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
      isAfterCarriageReturn = false;
      buffer += text;
      const pattern = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
        // A lone CR at the very end may still be followed by LF in the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) isAfterCarriageReturn = true;
        readLine(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}
