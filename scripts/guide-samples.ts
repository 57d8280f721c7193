/**
 * The product guides' code samples, in the four client libraries: each library keeps its samples
 * where its own tests run them (clients/guide-examples.json says where, and what each prints).
 * Run directly (`npm run docs:samples`), it writes each guide's "In code" section from them; the
 * docs test checks every guide still shows them word for word.
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
  as: 'user' | 'merchant';
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
 * for Java the regions of GuideExamples, shown from a class member's margin.
 */
export function samplesOf(fence: Fence): Map<string, string> {
  if (fence === 'java') {
    const source = readFileSync(JAVA_GUIDE_EXAMPLES, 'utf8');
    return new Map(
      [...source.matchAll(/\/\/ GUIDE: ([a-z-]+)\n(.*?)\n\s*\/\/ GUIDE: end/gs)].map((m) => [
        m[1]!,
        m[2]!
          .split('\n')
          .map((line) => (line.startsWith('  ') ? line.slice(2) : line))
          .join('\n')
          .trim(),
      ]),
    );
  }
  return samplesIn(SAMPLE_FOLDERS[fence]);
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

const SECTION = '## In code';

function section(example: GuideExample): string {
  const sample = guideSample(example.name);
  const plain = (fence: PlainFence) => {
    const code = plainSamplesOf(fence).get(example.name);
    if (code === undefined) throw new Error(`no ${fence} sample ${example.name} in ${PLAIN_SAMPLES[fence][0]}`);
    return code;
  };
  const who =
    example.as === 'user'
      ? 'As the demo user, signed in (its e-mail and password are `appUser` in `.data/sandbox-credentials.json`; with curl, `PAYMENTS_ACCESS_TOKEN` is the `accessToken` of `POST /auth/login`)'
      : "As the demo merchant's server, with the account's secret key (`developer.secretKey` in `.data/sandbox-credentials.json`, or one made on the dashboard's Account page), no sign-in";
  const groups = [
    `\`\`\`sh [curl]\n${plain('sh')}\n\`\`\``,
    `\`\`\`graphql [GraphQL]\n${plain('graphql')}\n\`\`\``,
    ...LANGUAGES.map(({ fence, label }) => `\`\`\`${fence} [${label}]\n${sample[fence]}\n\`\`\``),
  ].join('\n\n');
  return `${SECTION}

${who}: with curl, GraphQL (\`POST /graphql\`, the same bearer credential) and each
[client library](/guide/client-libraries). \`PAYMENTS_BASE_URL\` is \`http://localhost:4000/ms/v1\`
and \`PAYMENTS_SUBSCRIPTION_KEY\` the \`developer.subscriptionKey\`. CI runs every sample against a
real server.

::: code-group

${groups}

:::
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const example of guideExamples()) {
    const file = path.join('docs', example.guide);
    const text = readFileSync(file, 'utf8');
    const before = text.includes(SECTION) ? text.slice(0, text.indexOf(SECTION)) : text;
    writeFileSync(file, `${before.trimEnd()}\n\n${section(example)}`);
  }
}
