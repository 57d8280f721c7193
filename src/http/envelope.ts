import type { FieldError } from '../platform/errors.js';

/** The spec's response envelope, on every REST answer. */
export interface Envelope {
  timeStamp: number;
  correlationId: string;
  serverStatusCode: string;
  severity: 'INFO' | 'ERROR';
  details: { code: string; severity: 'INFO' | 'ERROR'; description: string; fields?: FieldError[] };
  data?: unknown;
}

export function successEnvelope(at: Date, correlationId: string, status: number, data: unknown, description = 'Request processed successfully.'): Envelope {
  return {
    timeStamp: at.getTime(),
    correlationId,
    serverStatusCode: String(status),
    severity: 'INFO',
    details: { code: 'SUCCESS', severity: 'INFO', description },
    data,
  };
}

/** On error `data` is absent and `details.fields` lists the inputs at fault, when there are any. */
export function errorEnvelope(at: Date, correlationId: string, status: number, code: string, description: string, fields?: FieldError[]): Envelope {
  return {
    timeStamp: at.getTime(),
    correlationId,
    serverStatusCode: String(status),
    severity: 'ERROR',
    details: { code, severity: 'ERROR', description, ...(fields && fields.length > 0 ? { fields } : {}) },
  };
}
