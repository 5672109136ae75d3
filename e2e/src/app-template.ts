// Playwright's global setup: the bundled history is imported once per run, into a template database
// (app-server.ts buildAppTemplate), and every app server of the run starts on a copy of it. The
// import is the costly part of a start (36 states, tens of seconds on a busy machine), and a run
// starts several servers: the shared one, files with a server of their own, and the shared one again
// after a file with other history files (a worker option restarts the worker). Workers read the
// template from the environment set here; the returned function removes it when the run ends.
import { buildAppTemplate, shareTemplate } from './app-server.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const { template, remove } = await buildAppTemplate();
  shareTemplate(template);
  console.info(
    `e2e: bundled history imported into a template in ${(Date.now() - started) / 1000} s`,
  );
  return remove;
}
