import type { SignedInUserDto } from '@parks/schemas/auth';
import type { Language } from '@parks/schemas/language';
import type { GuestSessionDto } from '@parks/schemas/store/dtos';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is calling and in which language: client-only state. A visitor who has not signed in shops with a guest
 * session issued by the API (POST /api/store/guestSession → `{ token, expiresAt }`, 256 random bits): the token
 * is kept in localStorage and sent as the bearer of the cart and checkout calls (app/api.ts: `userOrGuest`), so
 * the API finds the guest's cart and confirmations. (The spec's client-made `guest-` + timestamp id would be guessable; the API replaced it.)
 */
export type GuestSession = GuestSessionDto;
/**
 * A signed-in user (key currentUser): the access token (15 minutes) and the refresh token that renews it
 * (POST /api/account/refreshtoken rotates both). `id` names the user in the account calls.
 */
export type SignedInUser = Readonly<{
  id: string;
  username: string;
  token: string;
  role: string;
  rememberme: boolean;
  refreshToken: string;
  /** When `token` expires (ISO); '' when unknown. */
  tokenExpiresAt: string;
}>;

export type SessionState = Readonly<{ guest: GuestSession | null; user: SignedInUser | null; language: Language }>;

export const guestStorageKey = 'guestSession';
export const userStorageKey = 'currentUser';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the session lasts as long as the page
  }
};

const readJson = (key: string): Record<string, unknown> | null => {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export const isGuestSession = (value: unknown): value is GuestSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { token?: unknown }).token === 'string' &&
  typeof (value as { expiresAt?: unknown }).expiresAt === 'string';

/** A stored guest session that has not expired. */
export const isLive = (guest: GuestSession | null, now: number = Date.now()): guest is GuestSession =>
  guest !== null && Date.parse(guest.expiresAt) > now;

const loadGuest = (): GuestSession | null => {
  const stored = readJson(guestStorageKey);
  return isGuestSession(stored) && isLive(stored) ? { token: stored.token, expiresAt: stored.expiresAt } : null;
};

const loadUser = (): SignedInUser | null => {
  const stored = readJson(userStorageKey);
  // A user kept without an id (stored before accounts had one) cannot call my account: signed out.
  if (!stored || typeof stored.token !== 'string' || typeof stored.username !== 'string') return null;
  if (typeof stored.id !== 'string' || stored.id === '') return null;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    id: text(stored.id),
    username: stored.username,
    token: stored.token,
    role: text(stored.role),
    rememberme: stored.rememberme === true,
    refreshToken: text(stored.refreshToken),
    tokenExpiresAt: text(stored.tokenExpiresAt),
  };
};

const pathLanguage = (): Language =>
  typeof window !== 'undefined' && window.location.pathname.split('/')[1] === 'fr' ? 'fr' : 'en';

const initialState = (): SessionState => ({ guest: loadGuest(), user: loadUser(), language: pathLanguage() });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      return { ...state, language: action.payload };
    },
    guestSessionStarted(state, action: PayloadAction<GuestSession>) {
      storage()?.setItem(guestStorageKey, JSON.stringify(action.payload));
      return { ...state, guest: action.payload };
    },
    /** The API refused the token (expired or unknown): a new session is asked for on the next call. */
    guestSessionRejected(state) {
      storage()?.removeItem(guestStorageKey);
      return { ...state, guest: null };
    },
    signedIn(state, action: PayloadAction<SignedInUser>) {
      storage()?.setItem(userStorageKey, JSON.stringify(action.payload));
      return { ...state, user: action.payload };
    },
    /** A refresh handed out a new pair (rotation): the old refresh token no longer works. */
    tokenRefreshed(
      state,
      action: PayloadAction<Pick<SignedInUser, 'token' | 'refreshToken' | 'tokenExpiresAt' | 'role'>>,
    ) {
      if (state.user === null) return state;
      const user = { ...state.user, ...action.payload };
      storage()?.setItem(userStorageKey, JSON.stringify(user));
      return { ...state, user };
    },
    signedOut(state) {
      storage()?.removeItem(userStorageKey);
      return { ...state, user: null };
    },
  },
});

export const { languageChosen, guestSessionStarted, guestSessionRejected, signedIn, tokenRefreshed, signedOut } =
  sessionSlice.actions;

/** What the session keeps of a sign-in or refresh answer. */
export type UserAnswer = Pick<SignedInUserDto, 'id' | 'username' | 'token' | 'role' | 'refreshToken' | 'expiresIn'>;

/** The session of a sign-in or refresh answer (`expiresIn` seconds from now). */
export const userFromAnswer = (answer: UserAnswer, rememberme: boolean, now: number = Date.now()): SignedInUser => ({
  id: answer.id,
  username: answer.username,
  token: answer.token,
  role: answer.role,
  rememberme,
  refreshToken: answer.refreshToken,
  tokenExpiresAt: new Date(now + answer.expiresIn * 1000).toISOString(),
});
