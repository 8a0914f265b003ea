import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, url: URL, body: string, res: ServerResponse) => void;

/** A local HTTP server on a free (or given) port for the fake providers; `close` stops it. */
export async function listen(handler: Handler, port = 0) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, new URL(req.url ?? '/', 'http://localhost'), body, res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (res: ServerResponse, body: object, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location });
  res.end();
};
