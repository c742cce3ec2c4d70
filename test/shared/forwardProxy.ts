// A forward proxy on loopback, for the unit tests (our own network stack) and the integration
// tests (VS Code's): CONNECT tunnels and absolute-URI requests. Every target host is reached at
// 127.0.0.1 on the target's port, so tests can use names only the proxy resolves. With `login`,
// it answers 407 with a Basic challenge until the request carries that login. A request to the
// proxy itself (`GET /seen`) answers `seen` as JSON, for a test in another process: an editor
// started with this proxy in its environment (scripts/real-vscode/networkSetups.mjs).
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  url: string;
  /** Targets seen, as `CONNECT host:port` or `GET http://...`, with ` (407)` when refused a login. */
  seen: string[];
  close(): Promise<void>;
}

export async function startProxy(login?: { user: string; password: string }): Promise<ForwardProxy> {
  const seen: string[] = [];
  const sockets = new Set<net.Socket>();
  const expected = login && `Basic ${Buffer.from(`${login.user}:${login.password}`).toString('base64')}`;
  const refused = (req: http.IncomingMessage): boolean => !!expected && req.headers['proxy-authorization'] !== expected;
  const challenge = 'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp-test"\r\nContent-Length: 0\r\n\r\n';

  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/')) {
      if (req.url === '/seen') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
      else res.writeHead(404, { 'content-length': '0' }).end();
      return;
    }
    if (refused(req)) {
      seen.push(`${req.method} ${req.url} (407)`);
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="corp-test"', 'content-length': '0' }).end();
      return;
    }
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    sockets.add(socket);
    if (refused(req)) {
      seen.push(`CONNECT ${req.url} (407)`);
      socket.end(challenge);
      return;
    }
    seen.push(`CONNECT ${req.url}`);
    const port = Number((req.url ?? '').split(':').pop());
    const upstream = net.connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
