// Writing answers to the socket, straight or bent by a fault (truncated, slow, malformed...).
import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Fault } from './faults';
import type { Reply } from './reply';
import type { Timers } from './timers';

export function send(res: ServerResponse, reply: Reply, head = false): void {
  const body = Buffer.from(reply.body, 'utf8');
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length) });
  res.end(head ? undefined : body);
}

/** Faults that change how a real answer is delivered; other kinds leave it as it is. */
export function sendBent(res: ServerResponse, reply: Reply, fault: Fault, timers: Timers): void {
  const body = Buffer.from(reply.body, 'utf8');
  switch (fault.kind) {
    case 'malformed':
      // what a failing upstream behind a proxy often looks like: JSON cut short, then a PHP-style notice
      send(res, { ...reply, body: `${reply.body.slice(0, Math.max(1, reply.body.length >> 1))}<br />\n<b>Fatal error</b>: upstream timed out` });
      return;
    case 'empty':
      send(res, { ...reply, body: '' });
      return;
    case 'truncated':
      res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length + 1) });
      res.write(body.subarray(0, body.length >> 1), () => res.socket?.end());
      return;
    case 'slow': {
      const chunk = fault.chunkBytes ?? 64;
      const interval = fault.intervalMs ?? 50;
      res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length) });
      const drip = (offset: number): void => {
        if (res.destroyed) return;
        if (offset >= body.length) {
          res.end();
          return;
        }
        res.write(body.subarray(offset, offset + chunk));
        timers.later(interval, () => drip(offset + chunk));
      };
      drip(0);
      return;
    }
    default:
      send(res, reply);
  }
}

/** A status the service did not choose: a proxy's 502, a 503 page... */
export function statusReply(fault: Extract<Fault, { kind: 'status' }>): Reply {
  const body = fault.body ?? JSON.stringify({ error: STATUS_CODES[fault.status] ?? `Status ${fault.status}` });
  const contentType = fault.contentType
    ?? (body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8');
  return { status: fault.status, headers: { 'content-type': contentType, ...fault.headers }, body };
}

/** 200 with exactly `bytes` bytes of valid JSON, written with back-pressure. */
export async function sendOversize(res: ServerResponse, bytes: number): Promise<void> {
  const head = '{"data":"';
  const tail = '"}';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes) });
  res.write(head);
  const block = Buffer.alloc(64 * 1024, 'x');
  let left = bytes - head.length - tail.length;
  while (left > 0 && !res.destroyed) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    left -= piece.length;
    if (!res.write(piece)) {
      await new Promise<void>((resolve) => {
        const go = (): void => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.on('drain', go);
        res.on('close', go);
      });
    }
  }
  if (!res.destroyed) res.end(tail);
}
