/**
 * The one error shape the API answers with (RFC 9457 problem details) and the web reads.
 * `code` is an i18n key the client translates (`server.unexpected`, `request.malformedJson`, …);
 * `errors` maps a field name to the i18n keys of its messages.
 */
export type ProblemDetails = Readonly<{
  type: 'about:blank';
  status: number;
  code: string;
  title: string;
  detail?: string;
  errors?: Readonly<Record<string, readonly string[]>>;
}>;

export const isProblemDetails = (value: unknown): value is ProblemDetails =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  typeof (value as { code?: unknown }).code === 'string';
