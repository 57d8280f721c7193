/**
 * The server process runs in production mode unless NODE_ENV names another (empty counts as
 * unset, as for every variable). Libraries read the variable once, as they load, so this module is
 * main's first import. In development mode graphql-js tests every type check for a copy of itself
 * from another realm (a diagnostic for a mistaken install, which costs a GraphQL request about a
 * tenth of its CPU here), and graphql-ws puts an internal error's message in the reason it closes
 * a socket with. Tests that build the app in their own process keep the mode their runner sets.
 */
if (!process.env['NODE_ENV']) process.env['NODE_ENV'] = 'production';
