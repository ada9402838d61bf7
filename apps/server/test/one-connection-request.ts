import http from 'node:http';

/**
 * One request on a connection of its own (no keep-alive), its answer read whole. The server closes
 * a connection idle for 5 s, and building a large hostile input holds the test's thread longer than
 * that: a pooled connection (fetch's) would be found closed only when the next request is written
 * on it (EPIPE, or a health check that never answers), which is not what the tests measure.
 */
export const requestOnItsOwnConnection = (method: string, url: string, headers: Record<string, string>, giveUpMs: number, body?: string | Uint8Array): Promise<{ status: number; text: string }> =>
  new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent: false, signal: AbortSignal.timeout(giveUpMs) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
