/**
 * A chapter of the Postman collection's run: the requests a module's story sends, in order, with
 * who sends each, what it sends and the ids it captures for later requests. Each module keeps its
 * chapters in `<module>.collection.ts`; scripts/request-collection.ts finds them, and every
 * operation of the REST document must be sent by one of them. The run goes from top to bottom
 * against a fresh sandbox, so a chapter names the one it follows.
 */

/** Who sends a request: a bearer token of the collection's variables, or nobody. */
export type Sender = 'user' | 'merchant' | 'admin' | 'newUser' | 'newDeveloper' | 'none';

/** Which subscription key goes in Ocp-Apim-Subscription-Key: the app's, or a mobile money product's. */
export type KeyName = 'app' | 'collection' | 'disbursement' | 'remittance';

export interface Step {
  /** The OpenAPI operation, its method and path as the document writes them: 'POST /auth/login'. */
  op: string;
  /** The item's name when the operation's summary is not the right one (an operation used twice). */
  name?: string;
  as: Sender;
  key?: KeyName;
  /** Path parameters: a value or a {{variable}}. */
  path?: Record<string, string>;
  /** Query parameters sent (the others are left out). */
  query?: Record<string, string>;
  body?: unknown;
  /** Request headers besides the defaults (the key, Idempotency-Key, X-Reference-Id, …). */
  headers?: Record<string, string>;
  /** JavaScript run before the request (sets variables the body names). */
  before?: string;
  /** The status the step is there to show when it is not a 2xx (a wallet asked for twice: 409). */
  expect?: number;
  /** Collection variables to set from a 2xx answer: name → a JavaScript expression over `data` (the envelope's data) or `text`. */
  capture?: Record<string, string>;
}

/** A request the OpenAPI document does not describe (the hosted payment page), sent as a form. */
export interface PageStep {
  page: true;
  name: string;
  method: 'POST';
  /** After the server's origin: '/pay/{{linkCode}}'. */
  url: string;
  form: Record<string, string>;
}

/** One folder of the collection. */
export interface CollectionChapter {
  folder: string;
  /**
   * The chapter this one comes after in the run (absent only on the first): the story it continues,
   * whose captured ids and sandbox state (a funded wallet, a signed-in user) it uses. Chapters that
   * follow the same one run in their modules' order.
   */
  follows?: string;
  steps: readonly (Step | PageStep)[];
}

/** A card the sandbox approves. */
export const sandboxCard = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' };
// Any number but the MTN sandbox's test numbers (46733123450-…) succeeds; 46733123453 stays pending, so it can be cancelled.
export const momoPayer = (partyId: string) => ({ partyIdType: 'MSISDN', partyId });
// Postman's sandbox has no crypto.randomUUID: its {{$guid}} is a UUID v4.
export const newReference = (variable: string) => `pm.collectionVariables.set('${variable}', pm.variables.replaceIn('{{$guid}}'));`;
