// A local HTTP server for provider adapters' tests: records each request (method, path, headers,
// body) and answers with what the test's `answer` returns for it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface HttpTestServer {
  url: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => { status: number; body: string; contentType?: string };
  close(): Promise<void>;
}

export async function startHttpTestServer(): Promise<HttpTestServer> {
  const state: HttpTestServer = {
    url: '',
    requests: [],
    answer: () => ({ status: 200, body: '{}' }),
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      state.requests.push(request);
      const { status, body, contentType } = state.answer(request);
      res.writeHead(status, { 'content-type': contentType ?? 'application/json; charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
