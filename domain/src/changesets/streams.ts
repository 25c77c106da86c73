/** One stream per changeset: its single event is the atomic publish of all its members. */
export const changesetStreamCategory = 'changeset';

export const changesetStream = (changesetId: string): string => `${changesetStreamCategory}-${changesetId}`;
