import type { Language } from '@parks/schemas/language';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is calling and in which language: client-only state. A visitor who has not signed in shops with a guest
 * session issued by the API (POST /api/store/guestSession → `{ token, expiresAt }`, 256 random bits): the token
 * is kept in localStorage and sent as the bearer of every call, so the API finds the guest's cart and
 * confirmations. (The spec's client-made `guest-` + timestamp id would be guessable; the API replaced it.)
 */
export type GuestSession = Readonly<{ token: string; expiresAt: string }>;
export type SignedInUser = Readonly<{ username: string; token: string; role: string; rememberme: boolean }>;

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
  if (!stored || typeof stored.token !== 'string' || typeof stored.username !== 'string') return null;
  return {
    username: stored.username,
    token: stored.token,
    role: typeof stored.role === 'string' ? stored.role : '',
    rememberme: stored.rememberme === true,
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
    signedOut(state) {
      storage()?.removeItem(userStorageKey);
      return { ...state, user: null };
    },
  },
});

export const { languageChosen, guestSessionStarted, guestSessionRejected, signedIn, signedOut } = sessionSlice.actions;
