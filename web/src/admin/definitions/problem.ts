import type { AdminProblem } from '@parks/schemas/admin/calls';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What the screens show of a refused call (§8): the title, the message, the first message of each field. */
export type ShownProblem = Readonly<{ title: string; message: string; fields: Readonly<Record<string, string>> }>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** An RTK Query error read as the admin problem it carries; a body that is not one still gives a message. */
export const problemOf = (error: FetchBaseQueryError | SerializedError | undefined): ShownProblem | null => {
  if (error === undefined) return null;
  if (!('status' in error)) return { title: '', message: error.message ?? '', fields: {} };
  const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Partial<AdminProblem>;
  const fields: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [name, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages) ? text(messages[0]) : undefined;
      if (first) fields[name] = first;
    }
  }
  const message =
    text(body.message) ?? text(body.detail) ?? ('error' in error ? String(error.error) : String(error.status));
  return { title: text(body.title) ?? '', message, fields };
};
