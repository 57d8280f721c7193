import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';

// Relay's own compiler is the judge of whether a frontend can refetch an object by its id: it
// accepts @refetchable on a fragment only when the schema has node(id:) and the type is a Node.

const project = mkdtempSync(path.join(tmpdir(), 'relay-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('relay-compiler', () => {
  it('compiles a @refetchable fragment on every Node type of the schema into its refetch query', () => {
    // The schema from its SDL files, as the server assembles it, in this test's own copy of graphql.
    const modules = readdirSync('src/modules').flatMap((folder) =>
      readdirSync(path.join('src/modules', folder))
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => path.join('src/modules', folder, file)),
    );
    const schema = buildSchema(['src/graphql/base.graphql', ...modules].map((file) => readFileSync(file, 'utf8')).join('\n'));
    const nodeTypes = schema.getPossibleTypes(schema.getType('Node') as never).map((type) => type.name);
    expect(nodeTypes.length).toBeGreaterThan(40);
    writeFileSync(path.join(project, 'schema.graphql'), printSchema(schema));
    mkdirSync(path.join(project, 'src'));
    const fragments = nodeTypes.map((name) => `graphql\`fragment Refetch${name}_node on ${name} @refetchable(queryName: "Refetch${name}Query") { id }\`;`);
    writeFileSync(path.join(project, 'src', 'fragments.ts'), `declare const graphql: (text: TemplateStringsArray) => unknown;\n${fragments.join('\n')}\n`);
    writeFileSync(path.join(project, 'relay.config.json'), JSON.stringify({ src: './src', schema: './schema.graphql', language: 'typescript' }));

    execFileSync(path.resolve('node_modules/.bin/relay-compiler'), { cwd: project, stdio: 'pipe' });

    const artifacts = readdirSync(path.join(project, 'src', '__generated__'));
    for (const name of nodeTypes) expect(artifacts, name).toContain(`Refetch${name}Query.graphql.ts`);
  });
});
