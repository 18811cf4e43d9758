import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialJsReport } from './initial-js-report';

const bundle = { 'assets/home.js': { type: 'chunk', fileName: 'assets/home.js', code: 'console.log(1)', imports: [], isEntry: true, facadeModuleId: null } };

/** Runs the plugin's hooks as a build at `logLevel` would, and says what it printed. */
function build(logLevel: ResolvedConfig['logLevel']): string[] {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const plugin = initialJsReport() as unknown as { configResolved: (c: Pick<ResolvedConfig, 'logLevel'>) => void; generateBundle: (o: unknown, b: typeof bundle) => void };
  plugin.configResolved({ logLevel });
  plugin.generateBundle({}, bundle);
  return log.mock.calls.map((args) => String(args[0]));
}

afterEach(() => vi.restoreAllMocks());

describe('initialJsReport', () => {
  it("prints the home route's initial JS on a build at the normal log level", () => {
    expect(build('info')).toEqual([expect.stringMatching(/^\nHome route initial JS: [\d.]+ KB gzip across 1 files \(target <= 100 KB\)$/)]);
  });

  it('prints nothing on a quiet build, as npm start runs it (--logLevel warn): a shopkeeper would read it as an error', () => {
    expect(build('warn')).toEqual([]);
    expect(build('error')).toEqual([]);
    expect(build('silent')).toEqual([]);
  });
});
