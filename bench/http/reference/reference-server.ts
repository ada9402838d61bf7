import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The do-nothing service the benchmark measures Quire against: node:http alone, in a process of
 * its own. A request must carry `Authorization: Bearer <REFERENCE_KEY>` (else 401) and a JSON body
 * (parsed; 400 when it is not JSON), and is answered with the same .docx every time
 * (REFERENCE_DOCX, a document Quire generated for the same request). No routing, store, template,
 * log or limit: what any HTTP service in Node costs for the same exchange. Prints its URL.
 */

const key = process.env['REFERENCE_KEY'] ?? '';
const document = readFileSync(process.env['REFERENCE_DOCX'] ?? '');
const expected = `Bearer ${key}`;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    // The body is read whole first, whatever the answer, so that the connection stays open.
    if (request.headers.authorization !== expected) {
      response.writeHead(401, { 'content-type': 'application/problem+json' }).end('{"status":401}');
      return;
    }
    try {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400, { 'content-type': 'application/problem+json' }).end('{"status":400}');
      return;
    }
    response.writeHead(200, { 'content-type': DOCX, 'content-length': document.byteLength }).end(document);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
