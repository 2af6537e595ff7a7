import net from 'node:net';

/**
 * A TCP proxy on loopback between a client and a real server that can cut every connection or
 * refuse new ones, to test what a client does when the network fails, without touching the server.
 */
export class FaultProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private refusing = false;
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async start(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      if (this.refusing) {
        client.destroy();
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(client);
      this.sockets.add(upstream);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  /** Destroys every open connection at once, as a network failure would. */
  cutAll(): number {
    const count = this.sockets.size / 2;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    return count;
  }

  /** Refuses (accepts and closes) new connections until `accept()`. */
  refuse(): void {
    this.refusing = true;
  }

  accept(): void {
    this.refusing = false;
  }

  openConnections(): number {
    return this.sockets.size / 2;
  }

  async stop(): Promise<void> {
    this.cutAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
