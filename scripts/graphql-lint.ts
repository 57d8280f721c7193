// The GraphQL schema's lint (eslint.config.mjs: @graphql-eslint with GitHub's and Shopify's
// conventions), held to the findings listed in lint/graphql-findings.json: each rule's findings
// with the reason they stand. `check` (CI) fails on a finding not listed, and on a listed one that
// is gone (so the list shrinks as the schema is mended); `update` writes the list, keeping reasons.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const LIST = 'lint/graphql-findings.json';
type Listed = Record<string, { reason: string; findings: string[] }>;

const results = await new ESLint().lintFiles(['src/graphql/base.graphql', 'src/modules/*/*.graphql']);
const found = new Map<string, Set<string>>();
for (const result of results)
  for (const message of result.messages) {
    const rule = message.ruleId ?? 'parse';
    // The message names the type and field; the line would change with every edit above it.
    const finding = `${result.filePath.slice(process.cwd().length + 1)}: ${message.message.split('\n')[0]}`;
    found.set(rule, (found.get(rule) ?? new Set()).add(finding));
  }

const listed: Listed = JSON.parse(readFileSync(LIST, 'utf8'));
if (process.argv[2] === 'update') {
  const next: Listed = {};
  for (const [rule, findings] of [...found.entries()].sort(([a], [b]) => a.localeCompare(b)))
    next[rule] = { reason: listed[rule]?.reason ?? 'TODO: why these stand', findings: [...findings].sort() };
  writeFileSync(LIST, `${JSON.stringify(next, null, 2)}\n`);
  // In the repository's own JSON style, so biome's check passes on it.
  execFileSync('npx', ['biome', 'format', '--write', LIST], { stdio: 'ignore' });
  console.log(`${LIST} written: ${[...found.values()].reduce((n, s) => n + s.size, 0)} findings under ${found.size} rules.`);
} else {
  const problems: string[] = [];
  for (const [rule, findings] of found) {
    const known = new Set(listed[rule]?.findings ?? []);
    for (const finding of findings) if (!known.has(finding)) problems.push(`new: ${rule}: ${finding}`);
    if (!listed[rule]?.reason || listed[rule].reason.startsWith('TODO')) problems.push(`no reason given for ${rule}`);
  }
  for (const [rule, { findings }] of Object.entries(listed))
    for (const finding of findings) if (!found.get(rule)?.has(finding)) problems.push(`gone (remove it from ${LIST}): ${rule}: ${finding}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`The schema's lint differs from ${LIST}: mend the schema, or run \`npx tsx scripts/graphql-lint.ts update\` and give each rule its reason.`);
    process.exit(1);
  }
  console.log(
    `The schema's lint holds: ${[...found.values()].reduce((n, s) => n + s.size, 0)} listed findings under ${found.size} rules, each with its reason.`,
  );
}
