import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on a loopback port: records every request and answers each path with the
 * status (and delay) a test sets.
 */
export class LoopbackReceiver {
  readonly received: Received[] = [];
  private readonly behaviour = new Map<string, { status: number; delayMs: number }>();
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
        const { status, delayMs } = this.behaviour.get(path) ?? { status: 200, delayMs: 0 };
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'text/plain' });
          response.end(status < 300 ? 'ok' : `failing with ${status}`);
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this;
  }

  url(path: string): string {
    return `http://localhost:${this.port}${path}`;
  }

  respond(path: string, status: number, delayMs = 0): void {
    this.behaviour.set(path, { status, delayMs });
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
