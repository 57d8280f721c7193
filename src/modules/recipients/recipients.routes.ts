import { toWire, wireOf } from '../../platform/wire.js';
import { DeletedObject } from '../../platform/deleted-object.js';
import { z } from 'zod';
import { route, type AnyRoute } from '../../app/route-definition.js';
import { restList, restPage } from '../../platform/pagination.js';
import { PageQuery } from '../../platform/validation.js';
import { CreateRecipientInput, RecipientJson, UpdateRecipientInput } from './recipients.service.js';

const IdParams = z.object({ id: z.string() });

export function recipientsRoutes(): AnyRoute[] {
  const routes: AnyRoute[] = [];
  const tags = ['Recipients'];
  routes.push(
    route({
      method: 'POST',
      url: '/recipients',
      operationId: 'createRecipient',
      response: RecipientJson,
      errors: ['CONFLICT'],
      tags,
      auth: 'user',
      body: CreateRecipientInput,
      idempotent: true,
      summary: 'Save a recipient: a Ghana mobile money wallet (name, +233 phone, provider)',
      handler: async ({ services, principal, body }) => toWire(RecipientJson, await services.recipients.create(principal, body)),
    }),
  );
  routes.push(
    route({
      method: 'GET',
      url: '/recipients',
      operationId: 'listRecipients',
      response: restPage(RecipientJson),
      tags,
      auth: 'user',
      query: PageQuery,
      summary: 'List recipients, most recently used first (page zero-based, size 1-100, default 20)',
      handler: async ({ services, principal, query }) => {
        return restList(query, (page) => services.recipients.list(principal, page), wireOf(RecipientJson));
      },
    }),
  );
  routes.push(
    route({
      method: 'PUT',
      url: '/recipients/:id',
      operationId: 'updateRecipient',
      response: RecipientJson,
      errors: ['CONFLICT'],
      tags,
      auth: 'user',
      params: IdParams,
      body: UpdateRecipientInput,
      summary: 'Update a recipient (name, phone, provider)',
      handler: async ({ services, principal, params, body }) => toWire(RecipientJson, await services.recipients.update(principal, params.id, body)),
    }),
  );
  routes.push(
    route({
      method: 'DELETE',
      url: '/recipients/:id',
      operationId: 'deleteRecipient',
      response: DeletedObject,
      tags,
      auth: 'user',
      params: IdParams,
      summary: 'Delete a recipient',
      handler: async ({ services, principal, params }) => {
        await services.recipients.remove(principal, params.id);
        return { id: params.id, deleted: true };
      },
    }),
  );
  return routes;
}
