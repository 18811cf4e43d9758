import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadCatalogue } from '../db/seed/catalogue';
import { seedCatalogue } from '../db/seed/seed';

/**
 * Every API test file used to migrate and seed a database of its own (about 4.5 s each, most of the suite's time).
 * The API projects' global setup now builds two templates once per run: migrated only ("bare") and migrated and
 * seeded. Each test still gets a database of its own, copied from a template: PGlite loads the dumped data folder
 * (0.8 s), PostgreSQL makes `CREATE DATABASE ... TEMPLATE`. Without the setup (a file run outside the API
 * projects), createTestApp falls back to migrating and seeding.
 *
 * The templates of each kind travel in an environment variable of their own (set in Vitest's main process before
 * any worker starts), so one run can hold both projects: `api` on PGlite and `api-pg` on PostgreSQL.
 */
export type TemplateKind = 'pglite' | 'postgres';

/** The database kind this process tests against: TEST_DB=postgres, else the embedded PGlite. */
export const currentKind = (): TemplateKind => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** The environment variable holding one kind's templates. */
export const templateEnv = (kind: TemplateKind) => `EVERYSTORE_TEST_TEMPLATES_${kind.toUpperCase()}`;

interface Templates {
  kind: TemplateKind;
  /** A dump file (PGlite) or a database name (PostgreSQL). */
  bare: string;
  seeded: string;
}

export function templatesFromEnv(): Templates | undefined {
  const kind = currentKind();
  const raw = process.env[templateEnv(kind)];
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Templates;
  return parsed.kind === kind ? parsed : undefined;
}

async function prepare(database: Database, seed: boolean): Promise<void> {
  await runMigrations(database);
  if (seed) await seedCatalogue(database.db, loadCatalogue());
}

export async function buildTemplates(kind: TemplateKind = currentKind()): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (kind === 'postgres') {
    const adminUrl = requireAdminUrl();
    const names = { bare: `everystore_tpl_bare_${tag}`, seeded: `everystore_tpl_seeded_${tag}` };
    for (const [key, name] of Object.entries(names)) {
      await admin(adminUrl, `CREATE DATABASE ${name}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 2 });
      try {
        await prepare(database, key === 'seeded');
      } finally {
        await database.close();
      }
    }
    return {
      templates: { kind: 'postgres', ...names },
      async remove() {
        for (const name of Object.values(names)) await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const files = { bare: join(tmpdir(), `everystore-tpl-bare-${tag}.tar`), seeded: join(tmpdir(), `everystore-tpl-seeded-${tag}.tar`) };
  for (const [key, file] of Object.entries(files)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepare(database, key === 'seeded');
      const dump = await database.dumpDataDir!();
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  return {
    templates: { kind: 'pglite', ...files },
    async remove() {
      for (const file of Object.values(files)) await rm(file, { force: true });
    },
  };
}

/** The PGlite templates' dumps, read once per worker (its files share a module graph) and loaded by each file. */
const dumps = new Map<string, Promise<Blob>>();
const dumpOf = (file: string): Promise<Blob> => {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
};

/** A fresh database of its own for one test file, from a template when the global setup made them. */
export async function freshDatabase(seed: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = templatesFromEnv();
  if (process.env.TEST_DB !== 'postgres') {
    if (templates) {
      return { database: await openDatabase({ dataDir: 'memory://', loadDataDir: await dumpOf(seed ? templates.seeded : templates.bare) }), drop: async () => {} };
    }
    const database = await openDatabase({ dataDir: 'memory://' });
    await prepare(database, seed);
    return { database, drop: async () => {} };
  }
  const adminUrl = requireAdminUrl();
  const name = `everystore_test_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, templates ? `CREATE DATABASE ${name} TEMPLATE ${seed ? templates.seeded : templates.bare}` : `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 4 });
  if (!templates) await prepare(database, seed);
  return {
    database,
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * An embedded database in a data folder of its own, migrated and seeded (from the run's template when the global
 * setup made one), for a test that then runs the real server process on that folder. Close it before the start.
 */
export async function seededDataDir(dataDir: string): Promise<Database> {
  const templates = templatesFromEnv();
  if (templates?.kind === 'pglite') return openDatabase({ dataDir, loadDataDir: await dumpOf(templates.seeded) });
  const database = await openDatabase({ dataDir });
  await prepare(database, true);
  return database;
}

function requireAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
