import { defineModule } from '../../app/module.js';
import { eventsResolvers } from './events.resolvers.js';

export default defineModule({
  folder: 'events',
  schema: ['events.graphql'],
  resolvers: eventsResolvers,
});
