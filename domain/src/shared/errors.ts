import type { MessageKey } from '@parks/schemas/messages/index';

/**
 * A broken business rule. `code` is an i18n key (for example `order.notAwaitingApproval`) that the
 * client translates; `status` is the HTTP status the API answers with.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: string, status = 409, details?: Record<string, unknown>) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** A DomainError whose code must exist in the message catalogue (checked at compile time). */
export const domainError = (code: MessageKey, status = 409, details?: Record<string, unknown>): DomainError =>
  new DomainError(code, status, details);

/** The acting user of a staff command; a command without one is refused. */
export const actorOf = (metadata: { userId?: string }): string => {
  if (!metadata.userId) throw domainError('auth.required', 401);
  return metadata.userId;
};
