import type DataLoader from 'dataloader';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../platform/auth/principal.js';
import type { ClientAccount, DeveloperAccountModel } from '../modules/developer/developer.models.js';
import type { UserModel } from '../modules/identity/identity.models.js';
import type { Services } from '../app/services.js';
import type { CostBudget } from './cost-budget.js';

export interface Loaders {
  user: DataLoader<string, UserModel | undefined>;
  account: DataLoader<string, DeveloperAccountModel | undefined>;
}

/** What every resolver receives: the services, the caller and a DataLoader set made for this request. */
export interface GraphQLContext {
  services: Services;
  principal: Principal | undefined;
  /** The account of the Ocp-Apim-Subscription-Key header, when the client sends one. */
  client: ClientAccount | undefined;
  loaders: Loaders;
  correlationId: string;
  /** The dated version whose schema serves the operation (the Payments-Version asked, else the account's). */
  apiVersion: string;
  /** The client's address (absent on subscriptions), for the throttles kept per address. */
  clientAddress?: string;
  /** The HTTP request's logger (absent on subscriptions), to tag its lines with the operation. */
  requestLog?: FastifyBaseLogger;
  /** The operation's cost, set once the guard admitted it (graphql/operation-guard.ts); plain lists charge it as they resolve. */
  cost?: CostBudget;
}
