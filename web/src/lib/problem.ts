import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { isProblemDetails, type ProblemDetails } from '@parks/schemas/problem';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What an RTK Query hook or `unwrap()` gives on failure. */
export type RequestError = FetchBaseQueryError | SerializedError | undefined;

const isFetchError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

export const problemOf = (error: unknown): ProblemDetails | null =>
  isFetchError(error) && isProblemDetails(error.data) ? error.data : null;

export const statusOf = (error: unknown): number | null =>
  isFetchError(error) && typeof error.status === 'number' ? error.status : null;

export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/**
 * The text to show for a failed call: the problem's message key in the page language, else its detail, else a
 * generic line (network failure, HTML error page, …). Server details of 5xx answers are never shown.
 */
export const errorMessage = (error: unknown, lng: Language): string => {
  const problem = problemOf(error);
  if (problem) {
    const text = translate(lng, problem.code);
    if (text !== problem.code) return text;
    return problem.detail ?? problem.title ?? translate(lng, 'request.failed');
  }
  return translate(lng, 'request.failed');
};

/** The `errors` map of a problem: field path → message keys. */
export const fieldErrorsOf = (error: unknown): Readonly<Record<string, readonly string[]>> =>
  problemOf(error)?.errors ?? {};
