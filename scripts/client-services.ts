// Generates the resource services of the Python, Java and PHP libraries (`payments.payment_links.create(…)`,
// `payments.paymentLinks().create(…)`, `$payments->paymentLinks->create([…])`) from the libraries'
// OpenAPI document (dist/openapi-rest.json, written by scripts/client-libraries.sh), one method per
// operation from its x-service and x-method. Templates of our own rather than openapi-generator's:
// its API classes are named by tag and method by operation id (`PaymentLinksApi.create_payment_link`),
// where each language's users expect the resource and the verb; the typed objects are
// openapi-generator's models in Python and Java, and plain objects with documented properties in PHP
// (as Stripe's PHP library has), which this script writes too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DeprecatedOperation, deprecationNote } from './client-deprecation.js';
import { javaName, phpName, pythonName, snake } from './library-names.js';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  description?: string;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema; $ref?: string };
type OperationObject = DeprecatedOperation & {
  operationId?: string;
  summary?: string;
  'x-service'?: string;
  'x-method'?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
// Another document and output folder only for the generators' own test (a fixture with a deprecated operation).
const OUT = process.env['CLIENT_SERVICES_OUT'] ?? '.';
const document = JSON.parse(readFileSync(process.env['CLIENT_SERVICES_DOCUMENT'] ?? 'dist/openapi-rest.json', 'utf8')) as {
  info: { version: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
};
const schemas = document.components.schemas;

/** What an operation answers, inside the envelope: a named resource, a page or list of one, or something unnamed. */
type Answer = { kind: 'object' | 'page' | 'array'; model: string } | { kind: 'unnamed' };
interface ServiceOperation {
  service: string;
  method: string;
  verb: string;
  route: string;
  summary: string;
  pathNames: string[];
  query: { name: string; type: 'integer' | 'string' | 'boolean' }[];
  body?: { model: string; required: boolean };
  answer: Answer;
  /** Set when the document deprecates the operation: what to say, with the removal date and the replacement. */
  deprecated?: string;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

function answerOf(operation: OperationObject): Answer {
  const success = operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['202'];
  const envelope = success?.content?.['application/json']?.schema?.$ref;
  const data = envelope ? schemas[refName(envelope)]?.allOf?.find((part) => part.properties?.['data'])?.properties?.['data'] : undefined;
  if (data?.$ref) {
    const model = refName(data.$ref);
    const page = schemas[model];
    const item = page?.properties?.['items']?.items?.$ref;
    if (item && page?.properties?.['hasMore']) return { kind: 'page', model: refName(item) };
    return { kind: 'object', model };
  }
  if (data?.items?.$ref) return { kind: 'array', model: refName(data.items.$ref) };
  return { kind: 'unnamed' };
}

const operations: ServiceOperation[] = [];
for (const [route, byVerb] of Object.entries(document.paths)) {
  for (const [verb, operation] of Object.entries(byVerb)) {
    const service = operation['x-service'];
    const method = operation['x-method'];
    if (!service || !method) continue;
    const parameters = (operation.parameters ?? []).map((each) => (each.$ref ? document.components.parameters![refName(each.$ref)]! : each));
    const bodyRef = operation.requestBody?.content?.['application/json']?.schema?.$ref;
    operations.push({
      service,
      method,
      verb: verb.toUpperCase(),
      route,
      summary: (operation.summary ?? operation.operationId ?? method).replace(/\*\//g, '* /'),
      pathNames: [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
      query: parameters
        .filter((each) => each.in === 'query')
        .map((each) => ({ name: each.name, type: each.schema?.type === 'integer' ? 'integer' : each.schema?.type === 'boolean' ? 'boolean' : 'string' })),
      ...(bodyRef ? { body: { model: refName(bodyRef), required: operation.requestBody?.required ?? false } } : {}),
      answer: answerOf(operation),
      ...(deprecationNote(operation) ? { deprecated: deprecationNote(operation) } : {}),
    });
  }
}
operations.sort((a, b) => a.service.localeCompare(b.service));
const services = [...new Set(operations.map((each) => each.service))];
const operationsOf = (service: string) => operations.filter((each) => each.service === service);
const modelsUsed = [
  ...new Set(operations.flatMap((each) => [...(each.body ? [each.body.model] : []), ...('model' in each.answer ? [each.answer.model] : [])])),
].sort();

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

// ——— Python ———

const PYTHON_TYPES = { integer: 'int', string: 'str', boolean: 'bool' } as const;

function pythonMethod(operation: ServiceOperation): string {
  const { answer, body } = operation;
  const args = ['self', ...operation.pathNames.map((name) => `${pythonName(name)}: str`)];
  if (body) args.push(`params: Optional[${body.model}] = None`);
  args.push('*', ...operation.query.map((each) => `${pythonName(each.name)}: Optional[${PYTHON_TYPES[each.type]}] = None`));
  args.push('options: Optional[RequestOptions] = None');
  if (body) args.push('**fields: Any');
  const pathValues = `{${operation.pathNames.map((name) => `"${name}": ${pythonName(name)}`).join(', ')}}`;
  const query = operation.query.length ? `{${operation.query.map((each) => `"${each.name}": ${pythonName(each.name)}`).join(', ')}}` : 'None';
  const bodyValue = body ? `self._body(${body.model}, params, fields)` : 'None';
  const returns =
    answer.kind === 'page'
      ? `ListObject[${answer.model}]`
      : answer.kind === 'array'
        ? `List[${answer.model}]`
        : answer.kind === 'object'
          ? answer.model
          : 'Any';
  const model = 'model' in answer ? answer.model : 'None';
  const call =
    answer.kind === 'page'
      ? `self._list("${operation.route}", ${pathValues}, ${query}, options, ${model})`
      : `self._call("${operation.verb}", "${operation.route}", ${pathValues}, ${bodyValue}, ${query}, options, ${model})`;
  // A deprecated operation warns as Python's own deprecations do, at the caller's line.
  const warn = operation.deprecated ? `        warnings.warn("${operation.deprecated}", DeprecationWarning, stacklevel=2)\n` : '';
  const docNote = operation.deprecated ? `\n\n        .. deprecated:: ${operation.deprecated}` : '';
  return `    def ${snake(operation.method)}(${args.join(', ')}) -> ${returns}:
        """${operation.summary} (${operation.verb} ${operation.route}).${docNote}"""
${warn}        return ${call}
`;
}

function pythonModule(): string {
  const classes = services.map(
    (service) => `class ${pascal(service)}Service(ResourceService):
    """The ${snake(service).replace(/_/g, ' ')} operations."""

${operationsOf(service).map(pythonMethod).join('\n')}`,
  );
  return `# Generated by scripts/client-services.ts from the OpenAPI document. Do not edit.
"""Every operation of the API as \`\`payments.<resource service>.<verb>(…)\`\`, answering its typed
resource (the models of \`\`payments_platform_generated.models\`\`), through the client's transport."""

from __future__ import annotations

${operations.some((each) => each.deprecated) ? 'import warnings\n' : ''}from typing import Any, List, Optional

from payments_platform.resources import ListObject, RequestOptions, ResourceService
from payments_platform_generated.models import (
${modelsUsed.map((model) => `    ${model},`).join('\n')}
)


API_VERSION = "${document.info.version}"
"""The dated API version this library was generated for, sent as Payments-Version on every call."""


${classes.join('\n\n')}

class ResourceServices:
    """The resource services of a client, one attribute each (\`\`payments.payment_links\`\`)."""

    def __init__(self, client: Any) -> None:
${services.map((service) => `        self.${snake(service)} = ${pascal(service)}Service(client)`).join('\n')}
`;
}

// ——— Java ———

function javaMethods(operation: ServiceOperation): string {
  const { answer, body } = operation;
  const name = javaName(operation.method);
  const returns =
    answer.kind === 'page'
      ? `PaymentsList<${answer.model}>`
      : answer.kind === 'array'
        ? `List<${answer.model}>`
        : answer.kind === 'object'
          ? answer.model
          : 'JsonNode';
  const pathArgs = operation.pathNames.map((each) => `String ${each}`);
  const bodyArg = body ? [`${body.model} params`] : [];
  const queryArg = operation.query.length ? ['Map<String, ?> query'] : [];
  const route = `path("${operation.route}"${operation.pathNames.map((each) => `, ${each}`).join('')})`;
  const model = 'model' in answer ? `${answer.model}.class` : 'null';
  const query = operation.query.length ? 'query' : 'Map.of()';
  const call =
    answer.kind === 'page'
      ? `page(${route}, ${query}, options, ${model})`
      : answer.kind === 'array'
        ? `many("${operation.verb}", ${route}, ${body ? 'params' : 'null'}, ${query}, options, ${model})`
        : answer.kind === 'object'
          ? `one("${operation.verb}", ${route}, ${body ? 'params' : 'null'}, ${query}, options, ${model})`
          : `unnamed("${operation.verb}", ${route}, ${body ? 'params' : 'null'}, ${query}, options)`;
  const doc = operation.deprecated
    ? `  /**\n   * ${operation.summary} ({@code ${operation.verb} ${operation.route}}).\n   *\n   * @deprecated ${operation.deprecated}\n   */\n  @Deprecated(forRemoval = true)`
    : `  /** ${operation.summary} ({@code ${operation.verb} ${operation.route}}). */`;
  const full = [...pathArgs, ...bodyArg, ...queryArg, 'RequestOptions options'];
  const overloads = [`${doc}\n  public ${returns} ${name}(${full.join(', ')}) {\n    return ${call};\n  }`];
  const forward = (args: string[], values: string[]) =>
    `${doc}\n  public ${returns} ${name}(${args.join(', ')}) {\n    return ${name}(${values.join(', ')});\n  }`;
  const names = (args: string[]) => args.map((each) => each.split(' ').pop()!);
  overloads.push(forward([...pathArgs, ...bodyArg, ...queryArg], [...names([...pathArgs, ...bodyArg, ...queryArg]), 'RequestOptions.defaults()']));
  if (queryArg.length) overloads.push(forward([...pathArgs, ...bodyArg], [...names([...pathArgs, ...bodyArg]), 'Map.of()', 'RequestOptions.defaults()']));
  if (body && !body.required)
    overloads.push(forward(pathArgs, [...names(pathArgs), 'null', ...(queryArg.length ? ['Map.of()'] : []), 'RequestOptions.defaults()']));
  return overloads.join('\n\n');
}

const JAVA_HEADER = '// Generated by scripts/client-services.ts from the OpenAPI document. Do not edit.\npackage com.paymentsplatform.services;\n';

function javaService(service: string): string {
  const used = operationsOf(service);
  const models = [...new Set(used.flatMap((each) => [...(each.body ? [each.body.model] : []), ...('model' in each.answer ? [each.answer.model] : [])]))].sort();
  const imports = [
    'com.paymentsplatform.PaymentsList',
    'com.paymentsplatform.RequestOptions',
    'com.paymentsplatform.ResourceCaller',
    'com.paymentsplatform.ResourceService',
    ...models.map((model) => `com.paymentsplatform.generated.model.${model}`),
    ...(used.some((each) => each.answer.kind === 'unnamed') ? ['com.fasterxml.jackson.databind.JsonNode'] : []),
    'java.util.List',
    'java.util.Map',
  ].sort();
  return `${JAVA_HEADER}
${imports.map((each) => `import ${each};`).join('\n')}

/** The ${snake(service).replace(/_/g, ' ')} operations. */
@SuppressWarnings("unused")
public final class ${pascal(service)}Service extends ResourceService {
  public ${pascal(service)}Service(ResourceCaller caller) {
    super(caller);
  }

${used.map(javaMethods).join('\n\n')}
}
`;
}

function javaServices(): string {
  return `${JAVA_HEADER}
import com.paymentsplatform.ResourceCaller;

/** The resource services of a client, one accessor each ({@code payments.paymentLinks()}). */
public abstract class ResourceServices {
  /** How the services reach the API: the client's transport. */
  protected abstract ResourceCaller caller();

${services.map((service) => `  public ${pascal(service)}Service ${service}() {\n    return new ${pascal(service)}Service(caller());\n  }`).join('\n\n')}
}
`;
}

// ——— PHP ———

function phpMethod(operation: ServiceOperation): string {
  const { answer, body } = operation;
  const returns =
    answer.kind === 'page'
      ? 'Collection'
      : answer.kind === 'object'
        ? `\\PaymentsPlatform\\Resources\\${answer.model}`
        : answer.kind === 'array'
          ? 'array'
          : 'mixed';
  const docReturn =
    answer.kind === 'page'
      ? `Collection<\\PaymentsPlatform\\Resources\\${answer.model}>`
      : answer.kind === 'array'
        ? `list<\\PaymentsPlatform\\Resources\\${answer.model}>`
        : returns;
  const args = [
    ...operation.pathNames.map((each) => `string $${each}`),
    ...(body ? [`array $params${body.required ? '' : ' = []'}`] : []),
    ...(operation.query.length ? ['array $query = []'] : []),
    '?RequestOptions $options = null',
  ];
  const route = `$this->path('${operation.route}'${operation.pathNames.map((each) => `, $${each}`).join('')})`;
  const model = 'model' in answer ? `\\PaymentsPlatform\\Resources\\${answer.model}::class` : 'null';
  const query = operation.query.length ? '$query' : '[]';
  const call =
    answer.kind === 'page'
      ? `$this->page(${route}, ${query}, $options, ${model})`
      : `$this->call('${operation.verb}', ${route}, ${body ? '$params' : 'null'}, ${query}, $options, ${model}, ${answer.kind === 'array' ? 'true' : 'false'})`;
  // A deprecated operation says so as PHP's own deprecations do: @deprecated, and E_USER_DEPRECATED when called.
  const deprecatedDoc = operation.deprecated ? `\n     * @deprecated ${operation.deprecated}` : '';
  const trigger = operation.deprecated ? `        trigger_error('${operation.deprecated}', E_USER_DEPRECATED);\n` : '';
  return `    /**
     * ${operation.summary} (${operation.verb} ${operation.route}).${body ? `\n     *\n     * @param array<string, mixed> $params the fields of ${body.model}` : ''}
     * @return ${docReturn}${deprecatedDoc}
     */
    public function ${phpName(operation.method)}(${args.join(', ')}): ${returns}
    {
${trigger}        return ${call};
    }`;
}

const PHP_HEADER = '<?php\n\n// Generated by scripts/client-services.ts from the OpenAPI document. Do not edit.\n\ndeclare(strict_types=1);\n';

function phpService(service: string): string {
  return `${PHP_HEADER}
namespace PaymentsPlatform\\Services;

use PaymentsPlatform\\Collection;
use PaymentsPlatform\\RequestOptions;
use PaymentsPlatform\\ResourceService;

/** The ${snake(service).replace(/_/g, ' ')} operations. */
final class ${pascal(service)}Service extends ResourceService
{
${operationsOf(service).map(phpMethod).join('\n\n')}
}
`;
}

function phpServices(): string {
  return `${PHP_HEADER}
namespace PaymentsPlatform\\Services;

/**
 * The resource services of a client, one property each (\`$payments->paymentLinks\`).
 *
${services.map((service) => ` * @property-read ${pascal(service)}Service $${service}`).join('\n')}
 */
trait ResourceServices
{
    /** @return array<string, class-string<\\PaymentsPlatform\\ResourceService>> */
    private static function serviceClasses(): array
    {
        return [
${services.map((service) => `            '${service}' => ${pascal(service)}Service::class,`).join('\n')}
        ];
    }
}
`;
}

/** A PHP type of a property, and what the object reads it as: a decimal (text), a resource, a list of resources. */
function phpProperty(schema: Schema): { doc: string; cast?: string } {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null') || (schema.anyOf ?? []).some((each) => each.type === 'null');
  const inner = schema.$ref ? schema : ((schema.anyOf ?? []).find((each) => each.$ref) ?? schema);
  const orNull = (doc: string) => (nullable ? `${doc}|null` : doc);
  if (inner.$ref && isResource(refName(inner.$ref)))
    return { doc: orNull(`\\PaymentsPlatform\\Resources\\${refName(inner.$ref)}`), cast: `${refName(inner.$ref)}::class` };
  if (types.includes('array') && schema.items?.$ref && isResource(refName(schema.items.$ref)))
    return { doc: orNull(`list<\\PaymentsPlatform\\Resources\\${refName(schema.items.$ref)}>`), cast: `[${refName(schema.items.$ref)}::class]` };
  if (schema.format === 'number' || (schema.anyOf ?? []).some((each) => each.format === 'number')) return { doc: orNull('string'), cast: "'decimal'" };
  const main = types.find((each) => each !== 'null');
  const doc =
    main === 'integer'
      ? 'int'
      : main === 'boolean'
        ? 'bool'
        : main === 'array'
          ? 'array'
          : main === 'object'
            ? 'array<string, mixed>'
            : main === 'string'
              ? 'string'
              : 'mixed';
  return { doc: orNull(doc) };
}
const isResource = (name: string) => Boolean(schemas[name]?.properties) && !name.endsWith('Envelope');

function phpResource(name: string): string {
  const schema = schemas[name]!;
  const properties = Object.entries(schema.properties ?? {}).map(([property, each]) => ({ property, ...phpProperty(each) }));
  const casts = properties.filter((each) => each.cast);
  return `${PHP_HEADER}
namespace PaymentsPlatform\\Resources;

use PaymentsPlatform\\PaymentsObject;

/**
 * ${(schema.description ?? name).replace(/\*\//g, '* /')}
 *
${properties.map((each) => ` * @property-read ${each.doc} $${each.property}`).join('\n')}
 */
final class ${name} extends PaymentsObject
{
    protected const CASTS = [${casts.length ? `\n${casts.map((each) => `        '${each.property}' => ${each.cast},`).join('\n')}\n    ` : ''}];
}
`;
}

// ——— Writing ———

const pythonTarget = path.join(OUT, 'clients/python/src/payments_platform_services');
rmSync(pythonTarget, { recursive: true, force: true });
write(`${pythonTarget}/__init__.py`, pythonModule());

const javaTarget = path.join(OUT, 'clients/java/generated/src/main/java/com/paymentsplatform/services');
rmSync(javaTarget, { recursive: true, force: true });
for (const service of services) write(`${javaTarget}/${pascal(service)}Service.java`, javaService(service));
write(`${javaTarget}/ResourceServices.java`, javaServices());
write(
  `${javaTarget}/ApiVersion.java`,
  `${JAVA_HEADER}\n/** The dated API version this library was generated for, sent as Payments-Version on every call. */\npublic final class ApiVersion {\n  public static final String GENERATED_FOR = "${document.info.version}";\n\n  private ApiVersion() {}\n}\n`,
);

const phpTarget = path.join(OUT, 'clients/php/generated');
rmSync(`${phpTarget}/services`, { recursive: true, force: true });
rmSync(`${phpTarget}/resources`, { recursive: true, force: true });
for (const service of services) write(`${phpTarget}/services/${pascal(service)}Service.php`, phpService(service));
write(`${phpTarget}/services/ResourceServices.php`, phpServices());
write(
  `${phpTarget}/services/ApiVersion.php`,
  `${PHP_HEADER}\nnamespace PaymentsPlatform\\Services;\n\n/** The dated API version this library was generated for, sent as Payments-Version on every call. */\nfinal class ApiVersion\n{\n    public const GENERATED_FOR = '${document.info.version}';\n}\n`,
);
const phpResources = Object.keys(schemas).filter((name) => isResource(name) && /^[A-Z]\w*$/.test(name) && !name.endsWith('Params') && !name.endsWith('Page'));
for (const name of phpResources) write(`${phpTarget}/resources/${name}.php`, phpResource(name));

console.log(`${operations.length} operations in ${services.length} services; ${phpResources.length} PHP resources`);
