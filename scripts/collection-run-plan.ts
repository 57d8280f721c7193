// The Postman collection's run, assembled from the modules' chapters (src/modules/<m>/<m>.collection.ts):
// each chapter follows the one it names, from 'Sign in' at the top to the end of the story.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CollectionChapter } from '../src/app/collection-chapter.js';
import { projectRoot } from '../src/db/project-root.js';

export type { KeyName, PageStep, Sender, Step } from '../src/app/collection-chapter.js';

const MODULES_DIR = path.join(projectRoot(), 'src', 'modules');

/** Every module's chapters, in the modules' order (their folders' names). */
async function modulesChapters(): Promise<CollectionChapter[]> {
  const chapters: CollectionChapter[] = [];
  for (const folder of readdirSync(MODULES_DIR).sort()) {
    const file = path.join(MODULES_DIR, folder, `${folder}.collection.ts`);
    if (!existsSync(file)) continue;
    const exported = (await import(pathToFileURL(file).href)) as Record<string, readonly CollectionChapter[]>;
    for (const list of Object.values(exported)) chapters.push(...list);
  }
  return chapters;
}

/** The chapters in the run's order: the first (it follows none), then each chapter after the one it follows. */
export function runOrder(chapters: readonly CollectionChapter[]): CollectionChapter[] {
  const folders = new Set(chapters.map((chapter) => chapter.folder));
  if (folders.size !== chapters.length) throw new Error('two chapters of the collection have one folder name');
  const firsts = chapters.filter((chapter) => chapter.follows === undefined);
  if (firsts.length !== 1)
    throw new Error(
      `the collection's run has ${firsts.length} first chapters (${firsts.map((c) => c.folder).join(', ')}): every other chapter names the one it follows`,
    );
  const unknown = chapters.filter((chapter) => chapter.follows !== undefined && !folders.has(chapter.follows));
  if (unknown.length > 0) throw new Error(`chapters follow a chapter no module has: ${unknown.map((c) => `${c.folder} → ${c.follows}`).join(', ')}`);
  const ordered: CollectionChapter[] = [];
  const place = (chapter: CollectionChapter) => {
    ordered.push(chapter);
    for (const next of chapters.filter((other) => other.follows === chapter.folder)) place(next);
  };
  place(firsts[0]!);
  const unreached = chapters.filter((chapter) => !ordered.includes(chapter));
  if (unreached.length > 0)
    throw new Error(`chapters the run never reaches (they follow each other in a circle): ${unreached.map((c) => c.folder).join(', ')}`);
  return ordered;
}

export const RUN_PLAN: readonly CollectionChapter[] = runOrder(await modulesChapters());

/** The sandbox's variables: the credentials in sandbox-credentials.json; the run fills in the tokens and ids it captures. */
export const COLLECTION_VARIABLES = [
  { key: 'baseUrl', value: 'http://localhost:4000/ms/v1', description: 'The server and the REST prefix' },
  { key: 'origin', value: 'http://localhost:4000', description: 'The server (the hosted payment page is at {{origin}}/pay/…)' },
  { key: 'subscriptionKey', value: '', description: "Your app's subscription key (developer.subscriptionKey in sandbox-credentials.json)" },
  { key: 'collectionKey', value: '', description: 'The collection product key (developer.productKeys.collection)' },
  { key: 'disbursementKey', value: '', description: 'The disbursement product key (developer.productKeys.disbursement)' },
  { key: 'remittanceKey', value: '', description: 'The remittance product key (developer.productKeys.remittance)' },
  { key: 'apiUser', value: '', description: 'A mobile money API user (developer.apiUserId)' },
  { key: 'apiKey', value: '', description: "That API user's key (developer.apiKey)" },
  { key: 'userEmail', value: 'demo-user@sandbox.example', description: 'The demo app user (appUser.email)' },
  { key: 'userPassword', value: '', description: 'appUser.password' },
  { key: 'merchantEmail', value: 'demo-merchant@sandbox.example', description: 'The demo merchant (developer.email)' },
  { key: 'merchantPassword', value: '', description: 'developer.password' },
  { key: 'adminEmail', value: 'admin@sandbox.example', description: 'The administrator (admin.email)' },
  { key: 'adminPassword', value: '', description: 'admin.password' },
  { key: 'targetEnvironment', value: 'sandbox', description: 'X-Target-Environment' },
  { key: 'webhookUrl', value: 'https://example.com/hooks/payments', description: 'Where the webhook endpoint the run registers sends (a receiver of yours)' },
];
