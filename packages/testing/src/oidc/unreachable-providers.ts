import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An issuer on loopback where nothing listens (a provider that is down): a port taken and let go. */
export const downIssuer = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};

/** A server on loopback that answers every request with garbage (200, not JSON): a provider gone wrong, or the wrong URL. */
export const startGarbageIssuer = async (): Promise<{ readonly issuer: string; readonly close: () => Promise<void> }> => {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>Welcome to nginx!</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
