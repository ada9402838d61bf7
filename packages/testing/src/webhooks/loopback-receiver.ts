import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a loopback receiver got, whole. */
export type ReceivedRequest = { readonly method: string; readonly url: string; readonly headers: IncomingHttpHeaders; readonly body: string };

export type LoopbackReceiver = {
  /** Every request so far, in the order they ended. */
  readonly received: ReceivedRequest[];
  readonly port: number;
  /** `http://127.0.0.1:<port>` followed by the path it was started with. */
  readonly url: string;
  readonly close: () => Promise<void>;
};

/**
 * An HTTP receiver on 127.0.0.1 and a free port, for webhook tests: records every request and
 * answers each through `respond`, told how many requests it has had with this one (1-based).
 */
export const startLoopbackReceiver = async (
  respond: (response: ServerResponse, count: number) => void = (response) => response.writeHead(204).end(),
  pathAndQuery = '/events',
): Promise<LoopbackReceiver> => {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      respond(response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, port, url: `http://127.0.0.1:${port}${pathAndQuery}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};
