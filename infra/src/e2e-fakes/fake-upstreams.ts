import http from 'node:http';
import { defaultReply, type ChatRequestBody } from './fake-model';

/**
 * The outside services of the end-to-end stack, on one loopback port: an OpenAI-compatible model
 * (`/v1/chat/completions`, plain and streamed, `/v1/embeddings`), Crossref's `/works` and DOI
 * content negotiation (`/doi/...`). Tests script model replies through `/__control/script`.
 */

type Scripted = { reply: string } | { status: number };

const script: Scripted[] = [];
const received: { path: string; body: unknown; at: string }[] = [];
const CHUNK_DELAY_MS = 15;

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

async function chat(body: ChatRequestBody, response: http.ServerResponse): Promise<void> {
  const scripted = script.shift();
  if (scripted && 'status' in scripted)
    return json(response, scripted.status, { error: { message: 'scripted failure' } });
  const text = scripted?.reply ?? defaultReply(body);
  const model = body.model ?? 'fake-model';
  const usage = {
    prompt_tokens: 50,
    completion_tokens: Math.ceil(text.length / 4),
    total_tokens: 50 + Math.ceil(text.length / 4),
  };
  if (!body.stream) {
    return json(response, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text },
          finish_reason: 'stop',
          logprobs: body.logprobs ? { content: [] } : null,
        },
      ],
      usage,
    });
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  for (const piece of text.split(/(?<= )/)) {
    if (response.destroyed) return;
    response.write(chunk({ content: piece }, null));
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
  }
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

/** Works "found" for a query: titled after it, dated inside the requested years. */
function works(query: string, rows: number, filter: string): unknown[] {
  const from = Number(/from-pub-date:(\d{4})/.exec(filter)?.[1] ?? 2015);
  const until = Number(/until-pub-date:(\d{4})/.exec(filter)?.[1] ?? 2025);
  const topic = query.replace(/\s+/g, ' ').trim();
  const families = ['Okafor', 'Lindqvist', 'Tanaka', 'Moreau', 'Haddad', 'Novak', 'Reyes', 'Chen', 'Walsh', 'Iyer'];
  return Array.from({ length: Math.min(rows, families.length) }, (_, index) => ({
    DOI: `10.5555/fake.${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${index + 1}`,
    type: 'journal-article',
    title: [`${index % 2 === 0 ? 'Evidence on' : 'A review of'} ${topic}`],
    author: [{ given: 'A.', family: families[index] }],
    'container-title': ['Journal of Student Research'],
    volume: String(10 + index),
    page: `${index * 10 + 1}-${index * 10 + 9}`,
    issued: { 'date-parts': [[Math.max(from, until - index)]] },
  }));
}

export function startFakeUpstreams(port: number, host = '127.0.0.1'): http.Server {
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = request.method === 'POST' ? await readBody(request) : {};
      if (url.pathname.startsWith('/__control/')) {
        if (url.pathname === '/__control/script') {
          script.push(...((body as { replies?: Scripted[] }).replies ?? []));
          return json(response, 200, { queued: script.length });
        }
        if (url.pathname === '/__control/reset') {
          script.length = 0;
          received.length = 0;
          return json(response, 200, { ok: true });
        }
        if (url.pathname === '/__control/requests') return json(response, 200, { requests: received });
        return json(response, 404, {});
      }
      if (url.pathname === '/health/ready' || url.pathname === '/health/live')
        return json(response, 200, { status: 'ok' });
      received.push({ path: url.pathname, body, at: new Date().toISOString() });
      if (url.pathname === '/v1/chat/completions') return chat(body as ChatRequestBody, response);
      if (url.pathname === '/v1/embeddings') {
        const input = (body as { input?: string | string[] }).input ?? [];
        const texts = Array.isArray(input) ? input : [input];
        return json(response, 200, {
          object: 'list',
          model: 'fake-embeddings',
          data: texts.map((text, index) => ({ object: 'embedding', index, embedding: [text.length % 7, 1, 0.5] })),
          usage: { prompt_tokens: texts.length, total_tokens: texts.length },
        });
      }
      if (url.pathname === '/works') {
        const items = works(
          url.searchParams.get('query.bibliographic') ?? 'study',
          Number(url.searchParams.get('rows') ?? 5),
          url.searchParams.get('filter') ?? '',
        );
        return json(response, 200, { status: 'ok', message: { items } });
      }
      if (url.pathname.startsWith('/doi/10.')) {
        const doi = decodeURIComponent(url.pathname.slice('/doi/'.length));
        return json(response, 200, {
          type: 'article-journal',
          DOI: doi,
          title: `A study registered as ${doi}`,
          author: [{ family: 'Registrar', given: 'R.' }],
          'container-title': 'Journal of Student Research',
          issued: { 'date-parts': [[2022]] },
        });
      }
      return json(response, 404, { error: { message: `no fake for ${url.pathname}` } });
    })().catch((error: unknown) => json(response, 500, { error: { message: String(error) } }));
  });
  server.listen(port, host);
  return server;
}

if (require.main === module) {
  const port = Number(process.env.FAKE_UPSTREAMS_PORT ?? 14120);
  startFakeUpstreams(port, process.env.BIND_HOST ?? '127.0.0.1');
  process.stdout.write(`fake upstreams (model, Crossref, DOI) on port ${port}\n`);
}
