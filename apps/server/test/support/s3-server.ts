import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

/**
 * An S3-protocol server on loopback (s3rver, objects in a temporary folder) standing in for AWS S3, MinIO or R2.
 * `stop()` takes it down as an outage would (open connections cut); `start()` brings it back on the same port
 * with the same objects.
 */
export interface S3Stand {
  config: S3Config;
  /** The env of a server process using the bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  dispose(): Promise<void>;
}

export async function startS3(bucket = 'bazaar-images'): Promise<S3Stand> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    const closed = s.close();
    s.httpServer?.closeAllConnections();
    await closed;
  };
  await start();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER', // s3rver's built-in account
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint!,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    dispose: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A bucket that never answers: a loopback TCP server that accepts every connection and reads what is sent, but
 * never writes a byte back (`mode: 'silent'`), or answers a GET with its headers and the first bytes of the body,
 * then stops (`mode: 'stall-body'`). What a stuck load balancer or a hung S3-compatible server looks like.
 */
export async function startHungBucket(
  mode: 'silent' | 'stall-body' = 'silent',
): Promise<{ config: S3Config; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let head = '';
    socket.on('data', (d) => {
      if (mode !== 'stall-body' || head.includes('\r\n\r\n')) return;
      head += String(d);
      if (!head.includes('\r\n\r\n')) return;
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: image/webp\r\nContent-Length: 100000\r\nETag: "stalled"\r\nLast-Modified: Tue, 24 Nov 2026 10:00:00 GMT\r\n\r\nRIFF',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    config: {
      bucket: 'hung',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'HUNG',
      secretAccessKey: 'HUNG',
      forcePathStyle: true,
      timeoutMs: 1_000,
    },
    connections: () => connections,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
