/**
 * Writes a synthetic catalogue as JSON Lines for benchmarks:
 *   tsx scripts/generate-catalogue.ts --count 100000 --out bench/out/catalogue-100k.jsonl [--seed 20250101]
 * Streams in batches and honours back-pressure so a million rows need only a few MB of memory.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { once } from 'node:events';
import { DEFAULT_SEED, generateCatalogue } from '../src/server/db/seed/generate';

interface Args {
  count: number;
  out: string;
  seed: number;
}

const USAGE = 'usage: tsx scripts/generate-catalogue.ts --count <n> --out <file.jsonl> [--seed <n>]';
const BATCH_LINES = 1000;

function parseArgs(argv: readonly string[]): Args {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    const value = argv[i + 1];
    if (!['--count', '--out', '--seed'].includes(flag) || value === undefined) throw new Error(USAGE);
    values.set(flag, value);
    i += 1;
  }
  const count = Number(values.get('--count') ?? '100000');
  const seed = Number(values.get('--seed') ?? DEFAULT_SEED);
  const out = values.get('--out');
  if (!out || !Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) throw new Error(USAGE);
  return { count, out, seed };
}

async function main(): Promise<void> {
  const { count, out, seed } = parseArgs(process.argv.slice(2));
  const path = resolve(out);
  await mkdir(dirname(path), { recursive: true });
  const stream = createWriteStream(path, { encoding: 'utf8' });
  const started = Date.now();

  let batch: string[] = [];
  for (const product of generateCatalogue(count, { seed })) {
    batch.push(JSON.stringify(product));
    if (batch.length === BATCH_LINES) {
      if (!stream.write(`${batch.join('\n')}\n`)) await once(stream, 'drain');
      batch = [];
    }
  }
  if (batch.length > 0) stream.write(`${batch.join('\n')}\n`);
  stream.end();
  await once(stream, 'finish');

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`wrote ${count} products to ${path} in ${seconds}s (seed ${seed})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
