/** `opsAction-<actionId>`: one ops action per stream, so a repeated request with the same id records it once. */
export const opsActionStreamCategory = 'opsAction';

export const opsActionStream = (actionId: string): string => `${opsActionStreamCategory}-${actionId}`;
