/** GET /health: the process is up. */
export type HealthDto = Readonly<{ status: 'ok' }>;

export type ReadyCheck = Readonly<{ name: string; ok: boolean; detail?: string }>;

/** GET /ready: the process can serve (stores, Redis, projections). */
export type ReadyDto = Readonly<{
  status: 'ready' | 'unavailable';
  checks: readonly ReadyCheck[];
  projections: readonly unknown[];
}>;
