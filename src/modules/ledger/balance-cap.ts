import { DomainError } from '../../platform/errors.js';

/** A credit past the wallet's maximum balance (`most`: major units, as the database wrote it). */
export function overMaximumBalance(most: string, currency: string): DomainError {
  return new DomainError('KYC_LIMIT_EXCEEDED', `The receiving wallet cannot hold more than ${most} ${currency} at its owner's KYC tier.`, {
    fields: [{ field: 'amount', message: "exceeds the receiving wallet's maximum balance" }],
  });
}
