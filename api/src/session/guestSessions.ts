/**
 * Guest sessions: the bearer token of an anonymous shopper, mapped server-side to a visitor id that owns
 * their carts and orders. The token is 256 random bits (base64url) and is never stored: a session is the
 * stream `guestSession-<sha256(token)>` whose one event holds the visitor id and the expiry. The event store
 * is durable and shared by every API process, a lookup is a read of one small stream by name (no read-model
 * lag right after the session is issued), and a stolen event log gives no usable token. Sessions never
 * change once started, so a bounded in-process cache saves the reads.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Command, Event, StreamDecider } from '@parks/domain/shared/decider';
import { event, eventParser, object, text } from '@parks/domain/shared/shape';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { EventStore } from '@parks/infra/eventStore/port';
import { foldStream } from '../store/streams.ts';

export const guestSessionTtlDays = 90;
const tokenPrefix = 'gst_';
const tokenPattern = /^gst_[A-Za-z0-9_-]{43}$/;

export type GuestSessionStarted = Event<
  'GuestSessionStarted',
  { visitorId: string; startedAt: string; expiresAt: string }
>;
export type StartGuestSession = Command<'StartGuestSession', { visitorId: string; expiresAt: string }>;

type SessionState = Readonly<{ visitorId: string; expiresAt: string } | { visitorId: null }>;

/** The session stream's rules: started once; starting it again (a retried append) adds nothing. */
export const guestSessionDecider: StreamDecider<SessionState, StartGuestSession, GuestSessionStarted> = {
  parse: eventParser<GuestSessionStarted>({
    GuestSessionStarted: event('GuestSessionStarted', object({ visitorId: text, startedAt: text, expiresAt: text })),
  }),
  initialState: () => ({ visitorId: null }),
  evolve: (_state, event) => ({ visitorId: event.data.visitorId, expiresAt: event.data.expiresAt }),
  decide: (command, state) => {
    if (state.visitorId !== null) return [];
    const { visitorId, expiresAt } = command.data;
    return [{ type: 'GuestSessionStarted', data: { visitorId, expiresAt, startedAt: command.metadata.now } }];
  },
};

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const guestSessionStream = (token: string): string => `guestSession-${tokenHash(token)}`;

export type GuestSession = Readonly<{ token: string; visitorId: string; expiresAt: string }>;
export type Visitor = Readonly<{ visitorId: string; expiresAt: string }>;

export type GuestSessions = Readonly<{
  issue: (now: Date) => Promise<GuestSession>;
  /** The visitor of a token, or null when the token is malformed, unknown or expired. */
  resolve: (token: string, now: Date) => Promise<Visitor | null>;
}>;

export const createGuestSessions = (eventStore: EventStore, cacheSize = 10_000): GuestSessions => {
  const cache = new Map<string, Visitor>();
  const remember = (hash: string, visitor: Visitor): void => {
    if (cache.size >= cacheSize) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(hash, visitor);
  };

  return {
    issue: async (now) => {
      const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
      const visitorId = `guest-${randomUUID()}`;
      const expiresAt = new Date(now.getTime() + guestSessionTtlDays * 86_400_000).toISOString();
      // The token was minted just now, so its stream cannot exist yet: no read before the append (were it to
      // exist, the append's revision check would fail and the command would be decided again on a read).
      await handleCommand(
        eventStore,
        guestSessionStream(token),
        guestSessionDecider,
        {
          type: 'StartGuestSession',
          data: { visitorId, expiresAt },
          metadata: { now: now.toISOString(), userId: visitorId },
        },
        { known: { state: guestSessionDecider.initialState(), revision: undefined } },
      );
      remember(tokenHash(token), { visitorId, expiresAt });
      return { token, visitorId, expiresAt };
    },
    resolve: async (token, now) => {
      if (!tokenPattern.test(token)) return null;
      const hash = tokenHash(token);
      let visitor = cache.get(hash);
      if (visitor === undefined) {
        const state = await foldStream(eventStore, `guestSession-${hash}`, guestSessionDecider);
        if (state.visitorId === null) return null;
        visitor = { visitorId: state.visitorId, expiresAt: state.expiresAt };
        remember(hash, visitor);
      }
      return Date.parse(visitor.expiresAt) > now.getTime() ? visitor : null;
    },
  };
};
