import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productListSchema } from '@/contracts/product';
import { buildServer, ROOT } from '../../scripts/server-build.js';
import { parseFetched } from './test/parse-body';
import { startServerProcess, type ServerProcess } from './test/server-process';

/**
 * The server as `npm start` runs it: bundled by scripts/server-build.js and run by plain node, from a folder two
 * levels below the project's, as dist/server is. Every file it reads at run time must still be found: the migrations
 * (start-up, and /api/ready's journal), the seed catalogue (an empty database), the web build (a page rendered from
 * its index.html) and the pictures' icon set (a product picture).
 */
const out = join(ROOT, '.tmp', `server-build-${process.pid}`);
const scratch = mkdtempSync(join(tmpdir(), 'everystore-built-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(out, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts on an empty database, seeds it, answers ready, renders a page, draws a picture and stops with 0', async () => {
    await buildServer(join(out, 'main.js'));
    const webRoot = join(scratch, 'web');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="en"><head><title>Everystore</title></head><body><div id="root"></div></body></html>');

    const proc = await startServerProcess(
      { dataDir: join(scratch, 'data') },
      { nodeArgs: ['--enable-source-maps', join(out, 'main.js')], env: { WEB_ROOT: webRoot, LOG_LEVEL: 'info' } },
    );
    server = proc;
    expect(proc.output()).toContain('seeded the catalogue');
    const ready = await fetch(`${proc.base}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const page = await fetch(`${proc.base}/stores`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('Tesco');

    const [product] = await parseFetched(productListSchema, await fetch(`${proc.base}/api/products?limit=1`));
    const picture = await fetch(`${proc.base}${product!.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');

    const exited = new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    expect(await exited, proc.output()).toBe(0);
  }, 180_000);
});
