import { Agent, request } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * Keep-alive HTTP/1.1 JSON calls over node:http: every call sent is awaited to its answer (no
 * cut-off at a deadline), and the client costs little CPU next to the servers it measures.
 */
export class JsonHttp {
  private readonly agent: Agent;

  constructor(
    private readonly origin: string,
    maxSockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  post(path: string, body: string, headers: Record<string, string>, timeoutMs = 30_000): Promise<JsonAnswer> {
    return new Promise((resolve, reject) => {
      const call = request(
        `${this.origin}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = undefined;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error(`POST ${path} timed out after ${timeoutMs} ms`)));
      call.on('error', reject);
      call.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
