import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { storeListSchema } from '@/contracts/store';
import { parseFetched } from './test/parse-body';
import { freePort } from './test/server-process';

/** The real process: start-up (migrate + seed), restart on the same data, graceful shutdown. */
const dataDir = mkdtempSync(join(tmpdir(), 'everystore-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));


async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', WEB_ROOT: join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  for (let i = 0; i < 1200 && !output.includes('Everystore is ready'); i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes('Everystore is ready')) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${output}`);
  }
  return { child, output: () => output };
}

/**
 * POST `body` to `path` with `Expect: 100-continue`: the server answers "100 Continue" once it has taken the
 * request, then `taken` runs, then the body goes and the whole answer is read.
 */
function postOnceTaken(port: number, path: string, body: unknown, taken: () => void): Promise<{ status: number; body: string }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = false;
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += String(chunk);
      if (!sent && received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
        sent = true;
        received = '';
        taken();
        socket.write(payload);
      }
    });
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
      resolve({ status, body: received.slice(received.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n` +
        'Expect: 100-continue\r\nConnection: close\r\n\r\n',
    );
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  it('migrates and seeds on first start, starts again on the same data, and shuts down gracefully', async () => {
    const port = await freePort();
    const first = await start(port);
    // The log line is written by the logger's own stream, which may reach the pipe after "Everystore is ready".
    await vi.waitFor(() => expect(first.output()).toContain('seeded the catalogue'), { timeout: 10_000 });
    const stores = await fetch(`http://127.0.0.1:${port}/api/stores`);
    expect(await parseFetched(storeListSchema, stores)).toHaveLength(8);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = await start(port);
    expect(second.output()).not.toContain('seeded the catalogue');
    // A request the server has taken (it answered "100 Continue", so it is routed) when SIGTERM arrives is still
    // answered in full: a sign-in with a wrong password gets its 401 and message, not a 503 or a reset.
    const answer = await postOnceTaken(port, '/api/login', { email: 'nobody@example.com', password: 'wrong-password' }, () => {
      second.child.kill('SIGTERM');
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain('Invalid email or password');
    const code = await exited(second.child);
    expect(code, second.output()).toBe(0);
    expect(second.output()).toContain('shutting down');
  }, 120_000);

  it('keeps a second process off its embedded data folder while it runs: a command and another server are refused', async () => {
    const port = await freePort();
    const running = await start(port);
    const command = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', '--email', 'late@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(command.status).not.toBe(0);
    expect(command.stderr).toContain(`The app is running on ${dataDir} (pid ${running.child.pid}). Stop it first`);
    expect(command.stdout).not.toContain('Created staff account');
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_ROOT: join(dataDir, 'no-web') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).not.toBe(0);
    expect(second.stdout + second.stderr).toContain('The app is running on');
    running.child.kill('SIGTERM');
    expect(await exited(running.child)).toBe(0);
    // Stopped, the folder is free: the same command now works.
    const after = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', '--email', 'late@example.com'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' });
    expect(after.stdout).toContain('Created staff account late@example.com');
  }, 120_000);

  it('refuses to start with a bad configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (d) => (output += String(d)));
    expect(await exited(child)).toBe(1);
    expect(output).toMatch(/PORT/);
  }, 30_000);
});
