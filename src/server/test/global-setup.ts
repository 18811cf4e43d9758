import type { TestProject } from 'vitest/node';
import { buildTemplates, currentKind, templateEnv, type TemplateKind } from './database-template';

/**
 * The API projects' global setup: the shared database templates, built once per run and removed at the end.
 * The kind is the project's own TEST_DB (`api-pg` sets it in its `env`), else this process's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind: TemplateKind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : currentKind();
  const { templates, remove } = await buildTemplates(kind);
  process.env[templateEnv(kind)] = JSON.stringify(templates);
  return async () => {
    delete process.env[templateEnv(kind)];
    await remove();
  };
}
