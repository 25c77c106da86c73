/** The slice of a logger the runtime uses; a pino logger fits it. */
export type Logger = Readonly<{
  info: (fields: Record<string, unknown>, message?: string) => void;
  warn: (fields: Record<string, unknown>, message?: string) => void;
  error: (fields: Record<string, unknown>, message?: string) => void;
}>;

const noop = (): void => {};

/** Info is dropped; warnings and errors still reach stderr, so a bad event is never silent. */
export const defaultLogger: Logger = {
  info: noop,
  warn: (fields, message) => console.warn(message ?? '', fields),
  error: (fields, message) => console.error(message ?? '', fields),
};

export const silentLogger: Logger = { info: noop, warn: noop, error: noop };
