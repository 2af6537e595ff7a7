import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one chat request; requests beyond the script get `{ reply: 'ok' }`. */
export type ScriptedAnswer =
  | { reply: string; usage?: { prompt: number; completion: number } | null }
  | { status: number; retryAfter?: string; retryAfterMs?: string }
  /** Never answers: a stalled endpoint. */
  | { hang: true }
  /** Streams these chunks, then cuts the connection without finishing. */
  | { dropAfter: string[] }
  /** Streams these chunks, then stops sending but keeps the connection open. */
  | { stallAfter: string[] };

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  receivedAt: number;
  /** Set when the client closed the connection before the answer was complete. */
  closedEarlyAt?: number;
}

/** What the fake endpoint supports; a probe of anything else is refused with 400 as real servers do. */
export interface FakeSupport {
  jsonSchema: boolean;
  logprobs: boolean;
  embeddings: boolean;
  /** Legacy completions with `echo` and `logprobs`: the log-probabilities of a given prompt. */
  promptLogprobs?: boolean;
}

/** The fake's log-probability (natural log) of a prompt's word, by the word and its place. */
export type PromptLogprob = (word: string, index: number) => number;

/** Varies with the word and its place, as a model's surprisal on real writing does. */
export const VARIED_LOGPROB: PromptLogprob = (word, index) => {
  let hash = 0;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return -(0.5 + ((hash + index * 7) % 60) / 10);
};

/**
 * A local OpenAI-compatible endpoint (chat completions, plain and SSE, and embeddings) that plays a
 * script, so the gateway's real HTTP calls through the SDK are exercised without the internet. It
 * only replays what a test scripted and records what it received; the logic under test is ours.
 */
export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
  support: FakeSupport = { jsonSchema: true, logprobs: true, embeddings: true };
  private readonly script: ScriptedAnswer[] = [];
  private server: http.Server | undefined;
  /** Milliseconds between two streamed chunks. */
  chunkDelayMs = 5;
  /** How the fake scores a prompt's words (completions with echo). */
  promptLogprob: PromptLogprob = VARIED_LOGPROB;
  /** When set, prompt scoring answers this status. */
  promptScoringStatus: number | undefined;
  /** What `GET /models` lists. */
  models: string[] = [];

  /** Starts on a free loopback port; returns the base URL to configure (…/v1). */
  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
        const recorded: RecordedRequest = { path: request.url ?? '', body, receivedAt: Date.now() };
        this.requests.push(recorded);
        response.on('close', () => {
          if (!response.writableFinished) recorded.closedEarlyAt = Date.now();
        });
        this.answer(recorded, response);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Queues answers for the next chat requests, in order. */
  enqueue(...answers: ScriptedAnswer[]): void {
    this.script.push(...answers);
  }

  /** Forgets recorded requests and any unplayed script. */
  reset(): void {
    this.requests.length = 0;
    this.script.length = 0;
  }

  chatRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path.endsWith('/chat/completions'));
  }

  /** Prompt requests (legacy completions) received. */
  promptRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.path.endsWith('/v1/completions'));
  }

  /**
   * Legacy completions as vLLM answers them: with `echo` and `logprobs`, the prompt's tokens (a word
   * with the space before it, the first without a log-probability) and then the one generated token.
   */
  private scorePrompt(
    recorded: RecordedRequest,
    json: (status: number, payload: unknown, headers?: Record<string, string>) => void,
  ): void {
    if (!this.support.promptLogprobs) {
      json(404, { error: { message: 'no legacy completions here', type: 'invalid_request_error' } });
      return;
    }
    if (this.promptScoringStatus !== undefined) {
      json(this.promptScoringStatus, { error: { message: 'scripted failure', type: 'scripted' } });
      return;
    }
    const prompt = typeof recorded.body.prompt === 'string' ? recorded.body.prompt : '';
    const echo = recorded.body.echo === true;
    const tokens: string[] = [];
    const logprobs: (number | null)[] = [];
    const offsets: number[] = [];
    if (echo) {
      let index = 0;
      for (const match of prompt.matchAll(/\s*\S+/g)) {
        tokens.push(match[0]);
        offsets.push(match.index);
        logprobs.push(index === 0 ? null : this.promptLogprob(match[0].trim(), index));
        index += 1;
      }
    }
    tokens.push(' the');
    offsets.push(prompt.length);
    logprobs.push(-1);
    json(200, {
      id: 'cmpl-fake',
      object: 'text_completion',
      model: recorded.body.model,
      choices: [
        {
          index: 0,
          text: `${echo ? prompt : ''} the`,
          logprobs:
            recorded.body.logprobs === undefined
              ? null
              : { tokens, token_logprobs: logprobs, text_offset: offsets, top_logprobs: null },
          finish_reason: 'length',
        },
      ],
      usage: { prompt_tokens: tokens.length - 1, completion_tokens: 1, total_tokens: tokens.length },
    });
  }

  private answer(recorded: RecordedRequest, response: http.ServerResponse): void {
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (recorded.path.endsWith('/embeddings')) {
      if (!this.support.embeddings) {
        json(404, { error: { message: 'no embeddings here', type: 'invalid_request_error' } });
        return;
      }
      const input = recorded.body.input as string[];
      json(200, {
        object: 'list',
        model: recorded.body.model,
        data: input.map((_, index) => ({ object: 'embedding', index, embedding: [0.1, 0.2, 0.3] })),
        usage: { prompt_tokens: input.length, total_tokens: input.length },
      });
      return;
    }
    if (recorded.path.endsWith('/v1/completions')) {
      this.scorePrompt(recorded, json);
      return;
    }
    if (recorded.path.endsWith('/v1/models')) {
      json(200, {
        object: 'list',
        data: this.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
      });
      return;
    }
    if (!recorded.path.endsWith('/chat/completions')) {
      json(404, { error: { message: `no fake for ${recorded.path}`, type: 'invalid_request_error' } });
      return;
    }
    const format = recorded.body.response_format as { type?: string } | undefined;
    if (format?.type === 'json_schema' && !this.support.jsonSchema) {
      json(400, { error: { message: 'response_format json_schema is not supported', type: 'invalid_request_error' } });
      return;
    }
    const scripted = this.script.shift() ?? { reply: format ? '{"ok":true}' : 'ok' };
    if ('status' in scripted) {
      const headers: Record<string, string> = {};
      if (scripted.retryAfter !== undefined) headers['retry-after'] = scripted.retryAfter;
      if (scripted.retryAfterMs !== undefined) headers['retry-after-ms'] = scripted.retryAfterMs;
      json(scripted.status, { error: { message: `scripted ${scripted.status}`, type: 'scripted' } }, headers);
      return;
    }
    if ('hang' in scripted) return;
    const isStream = recorded.body.stream === true;
    if ('reply' in scripted && !isStream) {
      json(200, this.completion(recorded, scripted.reply, scripted.usage));
      return;
    }
    const pieces =
      'reply' in scripted
        ? scripted.reply.split(/(?<= )/)
        : 'dropAfter' in scripted
          ? scripted.dropAfter
          : scripted.stallAfter;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: recorded.body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    void (async () => {
      for (const piece of pieces) {
        if (response.destroyed) return;
        send(chunk({ content: piece }, null));
        await new Promise((resolve) => setTimeout(resolve, this.chunkDelayMs));
      }
      if ('dropAfter' in scripted) {
        response.socket?.destroy();
        return;
      }
      if ('stallAfter' in scripted || response.destroyed) return;
      send(chunk({}, 'stop'));
      const usage = scripted.usage === undefined ? { prompt: 10, completion: pieces.length } : scripted.usage;
      const options = recorded.body.stream_options as { include_usage?: boolean } | undefined;
      if (options?.include_usage && usage) {
        send({
          ...chunk({}, null),
          choices: [],
          usage: {
            prompt_tokens: usage.prompt,
            completion_tokens: usage.completion,
            total_tokens: usage.prompt + usage.completion,
          },
        });
      }
      response.end('data: [DONE]\n\n');
    })();
  }

  private completion(
    recorded: RecordedRequest,
    text: string,
    usage: { prompt: number; completion: number } | null | undefined,
  ) {
    const counted = usage === undefined ? { prompt: 10, completion: 5 } : usage;
    const wantsLogprobs = recorded.body.logprobs === true && this.support.logprobs;
    return {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: recorded.body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text },
          finish_reason: 'stop',
          logprobs: wantsLogprobs ? { content: [{ token: text, logprob: -0.1, bytes: null, top_logprobs: [] }] } : null,
        },
      ],
      ...(counted
        ? {
            usage: {
              prompt_tokens: counted.prompt,
              completion_tokens: counted.completion,
              total_tokens: counted.prompt + counted.completion,
            },
          }
        : {}),
    };
  }
}
