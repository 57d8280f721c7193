import DataLoader from 'dataloader';
import type { Services } from '../app/services.js';
import type { Loaders } from './context.js';

/** A fresh DataLoader set per request: batching within it, no cache shared between callers. */
export function createLoaders(services: Services): Loaders {
  return {
    user: new DataLoader((ids) => services.identity.getUsers(ids)),
    account: new DataLoader((ids) => services.developer.accounts(ids)),
  };
}
