import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock';

describe('the embedded data folder’s lock', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'everystore-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is taken by this process and given back on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'everystore.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'everystore.pid'))).toBe(false);
  });

  it('refuses while another live process holds the folder, naming it and its pid', () => {
    const dir = folder();
    // The parent of this test process is alive for as long as the test runs.
    writeFileSync(join(dir, 'everystore.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`The app is running on ${dir} (pid ${process.ppid}). Stop it first`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'everystore.pid'), gone);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'everystore.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
