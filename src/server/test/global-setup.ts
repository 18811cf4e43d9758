import { buildTemplates, TEMPLATE_ENV } from './database-template';

/** The API project's global setup: the shared database templates, built once per run and removed at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const { templates, remove } = await buildTemplates();
  process.env[TEMPLATE_ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await remove();
  };
}
