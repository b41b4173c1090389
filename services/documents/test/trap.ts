import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback listener that counts every connection and request made to it. */
export async function trap(): Promise<{ url: string; connections: () => number; requests: () => number; close: () => Promise<void> }> {
  let connections = 0;
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'text/css' }).end('body{}');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    requests: () => requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
