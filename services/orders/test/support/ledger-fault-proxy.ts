import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type LedgerFault = 'none' | 'unreachable' | 'lose-answers';

/**
 * An HTTP proxy between orders and the ledger under test, to cut the one synchronous call the way
 * production can: `unreachable` drops every connection at once (nothing reaches the ledger);
 * `lose-answers` lets the ledger do the work, then drops the connection before its answer gets
 * back (a crash or a network cut after the spend committed).
 */
export class LedgerFaultProxy {
  fault: LedgerFault = 'none';
  private target: URL | undefined;
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => this.forward(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Where the ledger listens; calls before this is set find nobody (as if it were unreachable). */
  forwardTo(url: string): void {
    this.target = new URL(url);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const target = this.target;
    if (this.fault === 'unreachable' || !target) {
      request.socket.destroy();
      return;
    }
    const losing = this.fault === 'lose-answers';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        if (losing) {
          answer.resume();
          answer.on('end', () => request.socket.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  }
}
