/**
 * The query of GET /api/store/search: `search` (at most 150 characters), `page` (from 1) and `pageSize`
 * (the store pages by 5; at most 50). A broken parameter is a 422 naming it; nothing is searched.
 */
import { searchTextMaxLength } from '@parks/schemas/store';
import { ProblemError } from '../http/problems.ts';

export const searchLimits = {
  textMax: searchTextMaxLength,
  defaultPageSize: 5,
  maxPageSize: 50,
  maxPage: 1000,
} as const;

export type SearchQueryDto = Readonly<{ search: string; page: number; pageSize: number }>;

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

const positiveInteger = (value: string | undefined, fallback: number, max: number): number | null => {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

export const parseSearchQuery = (query: Readonly<Record<string, string | string[] | undefined>>): SearchQueryDto => {
  const search = (single(query.search) ?? single(query.text) ?? '').trim();
  const page = positiveInteger(single(query.page), 1, searchLimits.maxPage);
  const pageSize = positiveInteger(single(query.pageSize), searchLimits.defaultPageSize, searchLimits.maxPageSize);
  const errors: Record<string, string[]> = {};
  if (search.length > searchLimits.textMax) errors.search = ['search.tooLong'];
  if (page === null) errors.page = ['validation.invalid'];
  if (pageSize === null) errors.pageSize = ['validation.invalid'];
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || page === null || pageSize === null) {
    throw new ProblemError(422, first ?? 'validation.invalid', { errors });
  }
  return { search, page, pageSize };
};
