import { z } from 'zod';
import { resource } from './resources.js';

/** What deleting any object answers, as Stripe's deleted objects do: its id, and that it is gone. */
export const DeletedObject = resource(
  'DeletedObject',
  'An object that was deleted: its id, and deleted: true.',
  z.object({ id: z.string(), deleted: z.boolean() }),
);
