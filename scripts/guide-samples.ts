/**
 * The product guides' code samples, in the four client libraries: each library keeps its samples
 * where its own tests run them (clients/guide-examples.json says where, and what each prints).
 * Run directly (`npm run docs:samples`), it writes them into each guide between its samples
 * markers (under the step that makes the calls); the docs test checks every guide still shows
 * them word for word.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const GUIDE_EXAMPLES_FILE = 'clients/guide-examples.json';
const JAVA_GUIDE_EXAMPLES = 'clients/java/src/test/java/com/paymentsplatform/GuideExamples.java';

export interface GuideExample {
  name: string;
  /** The guide under docs/ that shows it. */
  guide: string;
  as: 'user' | 'merchant' | 'merchant-session' | 'api-user';
  prints: string[];
}

export const LANGUAGES = [
  { fence: 'ts', label: 'TypeScript' },
  { fence: 'python', label: 'Python' },
  { fence: 'java', label: 'Java' },
  { fence: 'php', label: 'PHP' },
] as const;
export type Fence = (typeof LANGUAGES)[number]['fence'];

export function guideExamples(): GuideExample[] {
  return (JSON.parse(readFileSync(GUIDE_EXAMPLES_FILE, 'utf8')) as { examples: GuideExample[] }).examples;
}

/** A guide's "before you begin" shell block (the lines that set the variables its samples use); undefined when it has none. */
export function beforeYouBegin(page: string): string | undefined {
  return /\*\*Before you begin:\*\*[\s\S]*?```sh\n([\s\S]*?)```[\s\S]*?\n## 1\./.exec(page)?.[1];
}

/** The guides' samples without a library: curl (REST) and GraphQL, run by test/guide-curl-graphql.test.ts. */
export const PLAIN_SAMPLES = { sh: ['docs/samples/curl', '.sh'], graphql: ['docs/samples/graphql', '.graphql'] } as const;
export type PlainFence = keyof typeof PLAIN_SAMPLES;

/** The curl or GraphQL sample of each guide, by name. */
export function plainSamplesOf(fence: PlainFence): Map<string, string> {
  return samplesIn(PLAIN_SAMPLES[fence]);
}

/** The files of a folder with this extension, by name without it, their text trimmed. */
function samplesIn([folder, extension]: readonly [string, string]): Map<string, string> {
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(extension))
      .map((file) => [file.slice(0, -extension.length), readFileSync(path.join(folder, file), 'utf8').trim()]),
  );
}

const SAMPLE_FOLDERS = {
  ts: ['clients/typescript/examples/guides', '.ts'],
  python: ['clients/python/examples', '.py'],
  php: ['clients/php/examples/guides', '.php'],
} as const;

/**
 * A language's guide samples by name, as its library's tests run them: the files of its folder, or
 * for Java the body of each GuideExamples method between its region's markers.
 */
export function samplesOf(fence: Fence): Map<string, string> {
  if (fence === 'java') {
    const source = readFileSync(JAVA_GUIDE_EXAMPLES, 'utf8');
    return new Map(
      [...source.matchAll(/\/\/ GUIDE: ([a-z-]+)\n.*?\{\n(.*?)\n {2}\}\n\s*\/\/ GUIDE: end/gs)].map((m) => [
        m[1]!,
        m[2]!
          .split('\n')
          .map((line) => (line.startsWith('    ') ? line.slice(4) : line))
          .join('\n')
          .trim(),
      ]),
    );
  }
  return samplesIn(SAMPLE_FOLDERS[fence]);
}

/** The line that starts a guide step's part of a sample: `// step 2` or `# step 2`, alone on its line. */
const STEP_MARKER = /^[ \t]*(?:#|\/\/) step (\d+)[ \t]*$/gm;

/**
 * A sample cut at its step markers: step number → the code shown under that step (what comes
 * before the first marker, the set-up, is shown with the first step). A sample without markers
 * is one step.
 */
export function stepsOf(code: string): Map<number, string> {
  const markers = [...code.matchAll(STEP_MARKER)];
  if (markers.length === 0) throw new Error(`a guide sample without step markers:\n${code.slice(0, 200)}`);
  const steps = new Map<number, string>();
  markers.forEach((marker, i) => {
    const from = i === 0 ? 0 : marker.index;
    const to = markers[i + 1]?.index ?? code.length;
    const part = code
      .slice(from, to)
      .replace(STEP_MARKER, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    steps.set(Number(marker[1]), part);
  });
  return steps;
}

/** One guide sample in each language. */
export function guideSample(name: string): Record<Fence, string> {
  const sample = (fence: Fence) => {
    const code = samplesOf(fence).get(name);
    if (code === undefined) throw new Error(`the ${fence} library has no guide sample ${name}`);
    return code;
  };
  return { ts: sample('ts'), python: sample('python'), java: sample('java'), php: sample('php') };
}

/** The six forms a guide step shows its call in: curl, GraphQL, then the four libraries. */
export const FORMS = [{ fence: 'sh', label: 'curl' }, { fence: 'graphql', label: 'GraphQL' }, ...LANGUAGES] as const;
export type Form = (typeof FORMS)[number]['fence'];

/** A guide sample's code in all six forms, by step: every form marks the same steps. */
export function stepSamples(name: string): Map<number, Record<Form, string>> {
  const plain = (fence: PlainFence) => {
    const code = plainSamplesOf(fence).get(name);
    if (code === undefined) throw new Error(`no ${fence} sample ${name} in ${PLAIN_SAMPLES[fence][0]}`);
    return code;
  };
  const whole: Record<Form, string> = { sh: plain('sh'), graphql: plain('graphql'), ...guideSample(name) };
  const byForm = FORMS.map(({ fence }) => [fence, stepsOf(whole[fence])] as const);
  const steps = [...byForm[0]![1].keys()];
  for (const [fence, parts] of byForm) {
    if ([...parts.keys()].join() !== steps.join()) throw new Error(`${name}: the ${fence} sample marks steps ${[...parts.keys()]}, curl marks ${steps}`);
  }
  return new Map(steps.map((step) => [step, Object.fromEntries(byForm.map(([fence, parts]) => [fence, parts.get(step)!])) as Record<Form, string>]));
}

/** Where a step's samples go: between these two lines, at the end of the step's section. */
export const SAMPLES_START = '<!-- samples: generated by npm run docs:samples from the tested samples -->';
export const SAMPLES_END = '<!-- /samples -->';
const GENERATED = new RegExp(`\\n*${SAMPLES_START}.*?${SAMPLES_END}\\n*`, 'gs');

function block(example: GuideExample, step: number, code: Record<Form, string>): string {
  const who = {
    user: "As an app user, signed in (the demo user's e-mail and password are in `.data/sandbox-credentials.json`; with curl, `PAYMENTS_ACCESS_TOKEN` is the `accessToken` of `POST /auth/login`)",
    merchant: "As the merchant's server, with the account's secret key (`PAYMENTS_SECRET_KEY`), no sign-in",
    'merchant-session':
      "As the merchant signed in, as on the dashboard (the demo merchant's e-mail and password are in `.data/sandbox-credentials.json`, `developer.email` and `developer.password`, as `PAYMENTS_EMAIL` and `PAYMENTS_PASSWORD`): what it reads is a person's, which no secret key may read",
    'api-user':
      "As the merchant's server, with curl and the libraries as its mobile money API user (a product's key and the API user's key), in GraphQL with the account's secret key",
  }[example.as];
  const lead =
    step === 1
      ? `${who}, with curl, GraphQL (\`POST /graphql\`${example.as === 'api-user' ? '' : ', the same bearer credential'}) or a
[client library](/guide/client-libraries); each step below goes on from the one before. Every
sample runs against a real server in CI.

`
      : '';
  const groups = FORMS.map(({ fence, label }) => `\`\`\`${fence} [${label}]\n${code[fence]}\n\`\`\``).join('\n\n');
  return `${SAMPLES_START}

${lead}::: code-group

${groups}

:::

${SAMPLES_END}`;
}

/** Where a guide's numbered step is: from its heading to the next heading of its level (or the end). */
export function stepBounds(text: string, step: number): { start: number; end: number } | undefined {
  const heading = new RegExp(`^## ${step}\\. `, 'm').exec(text);
  if (!heading) return undefined;
  const end = text.indexOf('\n## ', heading.index + 1);
  return { start: heading.index, end: end < 0 ? text.length : end };
}

/** A guide with each step's samples written at the end of its step, in place of what was there. */
export function withSamples(text: string, example: GuideExample): string {
  let guide = text.replace(GENERATED, '\n\n');
  const steps = [...stepSamples(example.name)].sort(([a], [b]) => b - a);
  for (const [step, code] of steps) {
    const bounds = stepBounds(guide, step);
    if (!bounds) throw new Error(`${example.guide} has no step ${step} for the ${example.name} sample`);
    guide = `${guide.slice(0, bounds.end).trimEnd()}\n\n${block(example, step, code)}\n${guide.slice(bounds.end)}`;
  }
  return guide;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const example of guideExamples()) {
    const file = path.join('docs', example.guide);
    writeFileSync(file, withSamples(readFileSync(file, 'utf8'), example));
  }
}
