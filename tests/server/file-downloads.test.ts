import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileRoute } from '../../server/modules/files/file-route.js';
import type { FileStorage } from '../../server/modules/files/storage.js';

const CHUNK = Buffer.alloc(64 * 1024, 1);
const CHUNKS = 64;

/** Errors the route handed on to express (which would log them and answer 500). */
let errors: unknown[];
/** When set, the stored file fails after its first chunk, as a storage service dropping out would. */
let failing: boolean;

/** A public file of 4 MB that arrives a chunk at a time, so a client can leave halfway. */
const storage: FileStorage = {
  async read() {
    let sent = 0;
    const body = new Readable({
      read() {
        if (failing && sent === 1) return void this.destroy(new Error('storage went away'));
        if (sent === CHUNKS) return void this.push(null);
        sent += 1;
        setTimeout(() => this.push(CHUNK), 5);
      },
    });
    return { body, contentType: 'image/webp', size: CHUNK.length * CHUNKS };
  },
  put: async () => undefined,
  remove: async () => undefined,
  publicUrl: (key) => `/files/${key}`,
};

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use('/files', fileRoute(storage, { viewerOf: async () => null, mayReadPrivate: async () => false }));
  const recordErrors: ErrorRequestHandler = (error, _req, res, _next) => {
    errors.push(error);
    res.destroy();
  };
  app.use(recordErrors);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  errors = [];
  failing = false;
});

/** Starts downloading a file and resolves with the bytes received once the download ends or is dropped. */
function download(leaveAfterFirstChunk: boolean): Promise<number> {
  return new Promise((resolve) => {
    let received = 0;
    const request = http.get({ port, host: '127.0.0.1', path: '/files/services/s1/image/a.webp' }, (response) => {
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (leaveAfterFirstChunk) request.destroy();
      });
      response.on('end', () => resolve(received));
    });
    request.on('error', () => undefined);
    request.on('close', () => resolve(received));
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('file downloads', () => {
  it('sends the whole file', async () => {
    expect(await download(false)).toBe(CHUNK.length * CHUNKS);
    expect(errors).toEqual([]);
  });

  it('treats a client leaving halfway (a phone moving on) as no error of the server', async () => {
    expect(await download(true)).toBeLessThan(CHUNK.length * CHUNKS);
    await settled();
    expect(errors).toEqual([]);
  });

  it('still reports a file the storage fails to deliver', async () => {
    failing = true;
    expect(await download(false)).toBeLessThan(CHUNK.length * CHUNKS);
    await settled();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('storage went away');
  });
});
