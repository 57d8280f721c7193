import type { UrlPolicy } from '../../platform/url-safety.js';

/** Where webhook and callback receivers may live: public addresses only, unless the config allows local ones. */
export function receiverPolicy(config: { webhooks: { allowLocalReceivers: boolean } }): UrlPolicy {
  return { allowLocalReceivers: config.webhooks.allowLocalReceivers };
}
