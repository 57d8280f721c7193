import { REST_PREFIX } from '../../http/rest.js';

export const prefix = REST_PREFIX;
