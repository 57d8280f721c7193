/**
 * The four client libraries' public surfaces, as contract/libraries/<language>.txt: one line per
 * member a merchant's code can name (a class, a method with its signature, a model's field with its
 * type, a constant), read by each language's own reflection from what ships: the TypeScript
 * compiler over the package's entry point, Python's `inspect` over its packages
 * (library-surfaces/surface.py), `javap -public` over the compiled classes, PHP's Reflection and
 * the resource objects' @property-read fields (library-surfaces/surface.php). Each line is a promise
 * to code already written: a line of the released surface that the tree no longer has (removed, or
 * its signature or type changed) breaks that code, so the gate refuses it unless
 * contract/declared-breaking-changes.json declares it ({"contract": "library", "library": …,
 * "message": <the line>, "reason": …}); new lines are additions and are recorded.
 *
 * The libraries' low-level generated API classes (one per tag of the OpenAPI document) are left out:
 * they follow the REST operations, whose names and shapes the REST gate already holds.
 *
 * `tsx scripts/library-surface.ts check [language…]` (CI, after each library is built),
 * `… update [language…]` (records additions after a check), `… print <language>`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTRACT_DIR } from './contract-gate.js';

export const LIBRARIES = ['typescript', 'python', 'java', 'php'] as const;
export type Library = (typeof LIBRARIES)[number];

const surfaceFile = (library: Library, folder = CONTRACT_DIR) => path.join(folder, 'libraries', `${library}.txt`);

/** The library's public surface in the working tree, sorted, one member per line. */
export function currentSurface(library: Library): string[] {
  const lines = { typescript: typescriptSurface, python: pythonSurface, java: javaSurface, php: phpSurface }[library]();
  return [...new Set(lines)].sort();
}

export function releasedSurface(library: Library, folder = CONTRACT_DIR): string[] | undefined {
  const file = surfaceFile(library, folder);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : undefined;
}

/** The released members the tree no longer has: each breaks code written against the library. */
export function removedMembers(released: string[], current: string[]): string[] {
  const now = new Set(current);
  return released.filter((line) => !now.has(line));
}

function typescriptSurface(): string[] {
  const entry = path.resolve('clients/typescript/src/index.ts');
  const options = ts.parseJsonConfigFileContent(
    ts.readConfigFile('clients/typescript/tsconfig.json', ts.sys.readFile).config,
    ts.sys,
    path.resolve('clients/typescript'),
  ).options;
  const program = ts.createProgram([entry], options);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry)!;
  const module = checker.getSymbolAtLocation(file)!;
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  // Named types print by name, as the package's own declarations write them.
  const text = (type: ts.Type) => collapsedObjectLiterals(checker.typeToString(type, file, flags).replace(/import\("[^"]*"(?:, \{[^}]*\})?\)\./g, ''));
  const lines: string[] = [];
  /** The object literals a type is made of (itself, each member of a union, the items of an array): each is promised field by field. */
  const literalsOf = (type: ts.Type): { suffix: string; literal: ts.Type }[] => {
    if (type.isUnion()) return type.types.flatMap(literalsOf);
    if (checker.isArrayType(type))
      return literalsOf(checker.getTypeArguments(type as ts.TypeReference)[0]!).map((each) => ({ ...each, suffix: `[]${each.suffix}` }));
    const anonymous = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.Mapped);
    return anonymous && type.getCallSignatures().length === 0 ? [{ suffix: '', literal: type }] : [];
  };
  /**
   * A function of one signature as lines a compatible change only adds to: what it returns, which
   * parameters it requires, and each parameter by position, so a new optional parameter is an addition.
   */
  const callable = (where: string, type: ts.Type): boolean => {
    const [signature, ...overloads] = type.getCallSignatures();
    if (!signature || overloads.length || checker.getPropertiesOfType(type).length) return false;
    const required: string[] = [];
    signature.getParameters().forEach((parameter, index) => {
      const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const optional = !!declaration && checker.isOptionalParameter(declaration);
      if (!optional) required.push(parameter.getName());
      lines.push(`${where}(#${index} ${parameter.getName()}${optional ? '?' : ''}: ${text(checker.getTypeOfSymbol(parameter))})`);
    });
    lines.push(`${where}() => ${text(signature.getReturnType())}`, `${where}() requires (${required.join(', ')})`);
    return true;
  };
  const membersOf = (owner: string, type: ts.Type, depth: number) => {
    for (const property of checker.getPropertiesOfType(type)) {
      if (property.getName().startsWith('#') || property.getName().startsWith('_')) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : undefined;
      const where = `${owner}.${property.getName()}`;
      if (propertyType && callable(where, propertyType)) continue;
      lines.push(`${where}${optional}: ${propertyType ? text(propertyType) : 'unknown'}`);
      if (propertyType && depth < 4) for (const { suffix, literal } of literalsOf(propertyType)) membersOf(`${where}${suffix}`, literal, depth + 1);
    }
  };
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    // The REST document's own types (paths, components, operations, webhooks): the REST gate holds them.
    if (['paths', 'components', 'operations', 'webhooks'].includes(name)) continue;
    if (symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
      const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
      // A constant's type, not its value: API_VERSION is a string whatever version the library speaks.
      const type = checker.getBaseTypeOfLiteralType(checker.getTypeOfSymbolAtLocation(symbol, declaration!));
      if (callable(name, type)) continue;
      lines.push(`${name}: ${text(type)}`);
      for (const { suffix, literal } of literalsOf(type)) membersOf(`${name}${suffix}`, literal, 1);
    }
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      // A name for a primitive or a union (an amount is a string) is promised as what it stands for.
      if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) {
        lines.push(`type ${name} = ${text(type)}`);
        continue;
      }
      lines.push(`type ${name}`);
      // A generic alias over the API's paths (DataOf<R>) has no members of its own to promise.
      if (type.isTypeParameter() || (symbol.flags & ts.SymbolFlags.TypeAlias && checker.getTypeArguments(type as ts.TypeReference).length)) continue;
      membersOf(name, type, 0);
    }
  }
  return lines;
}

/**
 * Every object literal of a type as `{…}`: its fields are promised on lines of their own (or on the
 * model's, for a method's answer), so a field added to it does not read as a changed member.
 */
function collapsedObjectLiterals(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') {
      let depth = 0;
      for (; index < text.length; index++) {
        if (text[index] === '{') depth++;
        else if (text[index] === '}' && --depth === 0) break;
      }
      out += '{…}';
    } else out += text[index];
  }
  return out;
}

function pythonSurface(): string[] {
  const source = path.resolve('clients/python/src');
  return execFileSync('python3', [path.resolve('scripts/library-surfaces/surface.py')], {
    cwd: source,
    env: { ...process.env, PYTHONPATH: source },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
}

/** `javap -public` over the built classes (`mvn install` builds them): the hand-written client, the resource services and the models. */
function javaSurface(): string[] {
  const classes = path.resolve('clients/java/target/classes');
  if (!existsSync(classes)) throw new Error('clients/java/target/classes is missing: build the Java library first (mvn -f clients/java/pom.xml install).');
  const packages = ['com/paymentsplatform', 'com/paymentsplatform/services', 'com/paymentsplatform/generated/model'];
  const names = packages.flatMap((folder) =>
    readdirSync(path.join(classes, folder))
      .filter((file) => file.endsWith('.class'))
      .map((file) => `${folder.replace(/\//g, '.')}.${file.slice(0, -'.class'.length)}`),
  );
  const printed = execFileSync('javap', ['-public', '-cp', classes, ...names], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const lines: string[] = [];
  let owner = '';
  for (const line of printed.split('\n')) {
    if (/^\S.*\{$/.test(line)) {
      // A class's header; a class that is not public (an anonymous iterator) promises nothing.
      const declared = /^public .*?(?:class|interface|enum|record) ([\w.$]+)/.exec(line);
      owner = declared?.[1] ?? '';
      if (declared) lines.push(line.replace(/\s*\{$/, ''));
    } else if (/^ {2}\S/.test(line) && owner) lines.push(`${owner}: ${line.trim().replace(/;$/, '')}`);
  }
  // Shorter lines, the same promises: the library's and the JDK's packages written as their short names.
  return lines.map((line) =>
    line
      .replace(/com\.paymentsplatform\.generated\.model\./g, 'model.')
      .replace(/com\.paymentsplatform\./g, '')
      .replace(/java\.(lang|util)\./g, ''),
  );
}

function phpSurface(): string[] {
  return execFileSync('php', [path.resolve('scripts/library-surfaces/surface.php')], {
    cwd: path.resolve('clients/php'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter(Boolean);
}

interface LibraryDeclaration {
  contract: string;
  library?: string;
  message?: string;
}

function declaredRemovals(library: Library): Set<string> {
  const file = path.join(CONTRACT_DIR, 'declared-breaking-changes.json');
  const changes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { changes: LibraryDeclaration[] }).changes : [];
  return new Set(changes.filter((each) => each.contract === 'library' && each.library === library && each.message).map((each) => each.message!));
}

function main(mode: string, chosen: string[]): void {
  const libraries = chosen.length ? (chosen as Library[]) : [...LIBRARIES];
  let failed = false;
  for (const library of libraries) {
    if (!LIBRARIES.includes(library)) throw new Error(`unknown library ${library}: one of ${LIBRARIES.join(', ')}`);
    const current = currentSurface(library);
    if (mode === 'print') {
      console.log(current.join('\n'));
      continue;
    }
    const released = releasedSurface(library) ?? [];
    const declared = declaredRemovals(library);
    const refused = removedMembers(released, current).filter((line) => !declared.has(line));
    if (refused.length) {
      failed = true;
      console.error(`The ${library} library's change breaks code written against it (contract/libraries/${library}.txt) in ${refused.length} place(s):`);
      for (const line of refused.slice(0, 40)) console.error(`  removed or changed: ${line}`);
      if (refused.length > 40) console.error(`  … and ${refused.length - 40} more`);
      continue;
    }
    const unchanged = released.length === current.length && released.every((line, index) => line === current[index]);
    if (mode === 'update') {
      mkdirSync(path.dirname(surfaceFile(library)), { recursive: true });
      writeFileSync(surfaceFile(library), `${current.join('\n')}\n`);
      console.log(`contract/libraries/${library}.txt written: ${current.length} members, no undeclared removal.`);
    } else if (!unchanged) {
      failed = true;
      console.error(`contract/libraries/${library}.txt is not current: the library gained members. Run \`npm run contract:libraries\` and commit it.`);
    } else console.log(`The ${library} library's surface holds: ${current.length} members.`);
  }
  if (failed) {
    console.error('Add beside what you change, deprecate it first, or declare the break in contract/declared-breaking-changes.json with its reason.');
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? 'check', process.argv.slice(3));
