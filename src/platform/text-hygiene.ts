import { badRequest, type FieldError } from './errors.js';

/**
 * Text no field of this API legitimately holds and PostgreSQL cannot store: NUL and the other C0
 * and C1 control characters (tab, line feed and carriage return excepted), and lone UTF-16
 * surrogates (broken Unicode that no UTF-8 database can encode).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode (it has a lone surrogate)';
  return undefined;
}

/**
 * The first string (or object key) in an input that is not clean text, with the dotted path of its
 * field. Walks iteratively, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeText(input: unknown, prefix = ''): FieldError | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: prefix }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: path || '(body)', message: problem };
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) pending.push({ value: item, path: path ? `${path}.${index}` : String(index) });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { field: at, message: `field name ${keyProblem}` };
        pending.push({ value: item, path: at });
      }
    }
  }
  return undefined;
}

/** Refuses an input holding text that is not clean, naming the field (400 BAD_REQUEST). */
export function assertCleanText(input: unknown, prefix = ''): void {
  const problem = findUnsafeText(input, prefix);
  if (problem) throw badRequest(`Invalid request: ${problem.field}: ${problem.message}`, [problem]);
}
