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
