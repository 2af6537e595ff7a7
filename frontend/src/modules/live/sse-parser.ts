/** One server-sent event as the EventSource specification dispatches it. */
export interface SseMessage {
  event: string;
  data: string;
  id: string | null;
}

/**
 * An incremental reader of a `text/event-stream` body (the HTML standard's parsing rules): lines
 * end in CR, LF or CRLF, a blank line dispatches, `:` lines are comments (the heartbeats), `data`
 * lines join with LF. Chunks may split lines anywhere, so the unfinished tail waits for the next.
 */
export function createSseParser(): { feed: (chunk: string) => SseMessage[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let hasData = false;

  const dispatch = (messages: SseMessage[]) => {
    if (hasData) messages.push({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    hasData = false;
  };

  const readLine = (line: string, messages: SseMessage[]) => {
    if (line === '') return dispatch(messages);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    feed(chunk: string): SseMessage[] {
      buffer += chunk;
      const messages: SseMessage[] = [];
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF split across chunks.
        if (char === '\r' && index === buffer.length - 1) break;
        readLine(buffer.slice(start, index), messages);
        if (char === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return messages;
    },
  };
}
