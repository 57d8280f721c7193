/** How deep a request body's arrays and objects may nest: far past any documented body, far short of the stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * The most entries any list in a request body may hold: twice the longest list an input takes (a
 * payroll batch's 5,000 employees), so that an input's own, tighter bound names its field first.
 * This bound comes before anything walks the body (GraphQL's coercion of variables took 50 ms of
 * the event loop per 30,000 entries, REST's validation as long), so no body holds the loop for long.
 */
export const MAX_JSON_LIST = 10_000;

/** What is wrong with a body's shape, named for the caller, or undefined. */
export type ShapeProblem = { message: string; field: string };

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, or holds a list of more than
 * `maxList` entries, read in one pass before it is parsed: every later step that walks a body
 * (validation, the idempotency fingerprint) recurses, and 5,000 levels overflowed the stack.
 * Brackets and commas inside strings do not count.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxList = MAX_JSON_LIST): ShapeProblem | undefined {
  // For each open bracket, -1 for an object, else the entries of the array so far.
  const open: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    const top = open.length - 1;
    // An array's first entry begins at its first character that is neither blank nor its closing bracket.
    if (top >= 0 && open[top] === 0 && c > 32 && c !== 93 /* ] */) open[top] = 1;
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (open.push(c === 91 ? 0 : -1) > maxDepth) return { field: 'body', message: `nests arrays or objects deeper than ${maxDepth} levels` };
    } else if (c === 125 /* } */ || c === 93) open.pop();
    else if (c === 44 /* , */ && top >= 0 && open[top]! > 0 && ++open[top]! > maxList)
      return { field: 'body', message: `holds a list of more than ${maxList} entries` };
  }
  return undefined;
}
