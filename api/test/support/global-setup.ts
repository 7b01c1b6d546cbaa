import { prepareTemplates } from './database';

/** The migrated templates, made once per run rather than in the first test file's 60 s hook. */
export default async function globalSetup(): Promise<void> {
  await prepareTemplates();
}
