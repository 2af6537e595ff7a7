import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads the gateway messages: ready with retry, a balance event, heartbeats', () => {
    const parser = createSseParser();
    const messages = parser.feed(
      'retry: 1000\nevent: ready\ndata: {"user_id":"u1"}\n\n: heartbeat\n\nid: e1\nevent: balance\ndata: {"pointsBalance":50}\n\n',
    );
    expect(messages).toEqual([
      { event: 'ready', data: '{"user_id":"u1"}', id: null },
      { event: 'balance', data: '{"pointsBalance":50}', id: 'e1' },
    ]);
  });

  it('joins lines split across chunks, CRLF included', () => {
    const parser = createSseParser();
    expect(parser.feed('event: bal')).toEqual([]);
    expect(parser.feed('ance\r')).toEqual([]);
    expect(parser.feed('\ndata: 1\r\n')).toEqual([]);
    expect(parser.feed('\r\n')).toEqual([{ event: 'balance', data: '1', id: null }]);
  });

  it('joins several data lines and defaults the event name', () => {
    const parser = createSseParser();
    expect(parser.feed('data: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb', id: null }]);
  });

  it('dispatches nothing for a block without data and forgets its event name', () => {
    const parser = createSseParser();
    expect(parser.feed('event: balance\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('keeps the last event id for later messages', () => {
    const parser = createSseParser();
    parser.feed('id: 7\ndata: a\n\n');
    expect(parser.feed('data: b\n\n')).toEqual([{ event: 'message', data: 'b', id: '7' }]);
  });
});
