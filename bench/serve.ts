/**
 * Child process of the benchmark: serves either the real app, a bare node:http hello world, or a bare node:http
 * server sending one file's bytes (`bytes <file> <content-type> <content-encoding>`: the transport's limit for
 * an answer of that size) on a free loopback port, so the load generator (in the parent) never shares an event
 * loop with the server.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { loadEnv } from '../src/server/env';

export interface Ready {
  port: number;
  /** Product ids are 1..productCount. */
  productCount: number;
}

async function serveHello(): Promise<Ready> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello world');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, productCount: 0 };
}

async function serveBytes(file: string, type: string, encoding: string): Promise<Ready> {
  const body = readFileSync(file);
  const headers = { 'content-type': type, 'content-length': body.length, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, productCount: 0 };
}

async function serveApp(): Promise<Ready> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const productCount = await seedCatalogue(database.db, loadCatalogue());
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp({ database, env, webRoot: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as AddressInfo).port, productCount };
}

const mode = process.argv[2];
const ready = await (mode === 'hello' ? serveHello() : mode === 'bytes' ? serveBytes(process.argv[3]!, process.argv[4]!, process.argv[5]!) : serveApp());
process.send?.(ready);
