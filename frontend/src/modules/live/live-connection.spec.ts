import { createLiveConnection, type LiveConnectionState } from './live-connection';
import type { SseMessage } from './sse-parser';

/** A streamed 200 answer whose body the test writes to and ends. */
function openStream(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Answer = 'stream' | 'fail' | 401 | 500;

function harness(answers: Answer[]) {
  const streams: ReturnType<typeof openStream>[] = [];
  const messages: SseMessage[] = [];
  const states: LiveConnectionState[] = [];
  const fetchMock = jest.fn((_url: string, init?: RequestInit) => {
    const answer = answers.shift() ?? 'fail';
    if (answer === 'fail') return Promise.reject(new TypeError('network'));
    if (answer === 401 || answer === 500) {
      const body = JSON.stringify({
        error: { code: answer === 401 ? 'UNAUTHENTICATED' : 'SERVER_ERROR', message: 'x' },
      });
      return Promise.resolve(new Response(body, { status: answer }));
    }
    const stream = openStream(init?.signal);
    streams.push(stream);
    return Promise.resolve(stream.response);
  });
  const connection = createLiveConnection({
    url: '/api/events/stream',
    fetch: fetchMock as unknown as typeof fetch,
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
  });
  return { connection, fetchMock, streams, messages, states };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
});

afterEach(() => {
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('createLiveConnection', () => {
  it('passes on the events of the stream', async () => {
    const { connection, streams, messages, states } = harness(['stream']);
    connection.start();
    await settle();
    streams[0]!.write('retry: 1000\nevent: ready\ndata: {"user_id":"u1"}\n\n');
    streams[0]!.write('event: balance\ndata: {"pointsBalance":40}\n\n');
    await settle();
    expect(messages.map((message) => message.event)).toEqual(['ready', 'balance']);
    expect(states).toEqual(['connecting', 'open']);
    connection.stop();
  });

  it('retries a failing connection after 1, 2, 5, then 10 s', async () => {
    const { connection, fetchMock } = harness(['fail', 'fail', 'fail', 'fail', 'fail', 'fail']);
    connection.start();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [
      [1000, 2],
      [2000, 3],
      [5000, 4],
      [10000, 5],
      [10000, 6],
    ] as const) {
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(fetchMock).toHaveBeenCalledTimes(calls - 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }
    connection.stop();
  });

  it('reconnects after a second when the server ends an accepted stream', async () => {
    const { connection, fetchMock, streams } = harness(['fail', 'fail', 'stream', 'stream']);
    connection.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    streams[0]!.write('event: ready\ndata: {}\n\n');
    await settle();
    streams[0]!.end();
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    connection.stop();
  });

  it('drops a stream that stays silent past the heartbeat and the timeout', async () => {
    const { connection, fetchMock, streams } = harness(['stream', 'stream']);
    connection.start();
    await settle();
    await jest.advanceTimersByTimeAsync(30_000);
    streams[0]!.write(': heartbeat\n\n');
    await jest.advanceTimersByTimeAsync(39_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('gives up an attempt that gets no answer within 10 s', async () => {
    const { connection, fetchMock } = harness([]);
    fetchMock.mockImplementationOnce(
      (_url: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    connection.start();
    await jest.advanceTimersByTimeAsync(10_000);
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('retries a refused session on the same delays, leaving renewal to the session provider', async () => {
    const { connection, fetchMock, states } = harness([401, 401, 'stream']);
    connection.start();
    await settle();
    expect(states.at(-1)).toBe('waiting');
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toBe('open');
    connection.stop();
  });

  it('retries server errors with the delays', async () => {
    const { connection, fetchMock } = harness([500, 'stream']);
    connection.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('stays quiet once stopped', async () => {
    const { connection, fetchMock, streams } = harness(['stream', 'stream']);
    connection.start();
    await settle();
    connection.stop();
    await settle();
    expect(() => streams[0]!.write('data: late\n\n')).toThrow();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips the wait when asked to reconnect now', async () => {
    const { connection, fetchMock } = harness(['fail', 'fail', 'fail', 'stream']);
    connection.start();
    await jest.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    connection.reconnectNow();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    connection.stop();
  });
});
