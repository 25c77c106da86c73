import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';

/** The alert kinds of back-office.md section 4 (`clear` is `clear()`). */
export type AdminNoticeKind = 'success' | 'error' | 'notify';

export type Notice = Readonly<{ id: number; kind: AdminNoticeKind; message: string; carried: boolean }>;

/**
 * A new notice: one of a kind at a time (the newest answer replaces the older one). A success is carried to the
 * screen the user goes to next (a screen saves, then goes back one screen: section 2).
 */
export const withNotice = (
  notices: readonly Notice[],
  id: number,
  kind: AdminNoticeKind,
  message: string,
): readonly Notice[] => [
  ...notices.filter((other) => other.kind !== kind),
  { id, kind, message, carried: kind === 'success' },
];

/** After a navigation: the carried notices stay once, every other notice is cleared (section 4). */
export const afterNavigation = (notices: readonly Notice[]): readonly Notice[] =>
  notices.filter((notice) => notice.carried).map((notice) => ({ ...notice, carried: false }));

export type AdminNotices = Readonly<{
  /**
   * A success notice for the screen the user goes to next: a screen that saved calls it, then goes back one
   * screen (section 2). It is shown there and cleared at the navigation after.
   */
  success: (message: string) => void;
  /** An error notice on this screen, cleared on navigation. */
  error: (message: string) => void;
  /** A notice on this screen that fades after 3 seconds. */
  notify: (message: string) => void;
  clear: () => void;
}>;

const NoticeContext = createContext<AdminNotices | null>(null);
const ListContext = createContext<readonly Notice[]>([]);

/** The notices of the admin screens: set them through `useAdminNotice()`, the layout shows them. */
export const useAdminNotice = (): AdminNotices => {
  const notices = useContext(NoticeContext);
  if (notices === null) throw new Error('useAdminNotice is used outside the admin layout');
  return notices;
};

let nextId = 1;

/**
 * Holds the notices. On each navigation the success notices set just before it (carried) stay once, and every
 * other notice is cleared (section 4: alerts are cleared on navigation).
 */
export function AdminNoticeProvider({ children }: Readonly<{ children: ReactNode }>) {
  const [list, setList] = useState<readonly Notice[]>([]);
  const location = useLocation();
  const shownAt = useRef(location.key);

  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    setList(afterNavigation);
  }, [location.key]);

  const add = useCallback((kind: AdminNoticeKind, message: string) => {
    const id = nextId++;
    setList((notices) => withNotice(notices, id, kind, message));
  }, []);

  const api = useMemo<AdminNotices>(
    () => ({
      success: (message) => add('success', message),
      error: (message) => add('error', message),
      notify: (message) => add('notify', message),
      clear: () => setList([]),
    }),
    [add],
  );

  return (
    <NoticeContext.Provider value={api}>
      <ListContext.Provider value={list}>{children}</ListContext.Provider>
    </NoticeContext.Provider>
  );
}

/** The notice area of the layout: each notice announced (status, or alert for errors) with its dismiss control. */
export function AdminNoticeArea() {
  const { t } = useTranslation('admin');
  const list = useContext(ListContext);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const shown = list.filter((notice) => !dismissed.has(notice.id));
  return (
    <section className="admin-notices" aria-label={t('notices')} hidden={shown.length === 0}>
      {shown.map((notice) => (
        <Alert
          key={notice.id}
          kind={notice.kind}
          scrollIntoView={false}
          onDismiss={() => setDismissed((ids) => new Set(ids).add(notice.id))}
        >
          <p>{notice.message}</p>
        </Alert>
      ))}
    </section>
  );
}
