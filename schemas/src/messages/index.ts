/**
 * The messages now live in the text catalogue (schemas/src/texts); this path stays because the API, the web and
 * the tests import `@parks/schemas/messages/index` in about sixty places that other work is also editing.
 */
export * from '../texts/messages/index.ts';
