import DOMPurify from 'dompurify';
import { type ElementType, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { followInApp, isPlainClick } from '../lib/inAppNavigation.ts';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
});

/** Cleans content HTML: no scripts, event handlers, `javascript:` URLs, forms, frames or styles. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });

type Props = Readonly<{
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
  /** A link to `#name` (a named content modal, for instance): return true when handled. */
  onHashLink?: (name: string) => boolean;
}>;

/**
 * The one way content HTML from the API reaches the page: sanitized in the browser with DOMPurify (content is
 * edited in the back office, so it is not trusted), and same-origin links navigate inside the app.
 */
export function SafeHtml({ html, as: Tag = 'div', className, id, onHashLink }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const raw = anchor.getAttribute('href') ?? '';
      if (raw.startsWith('#')) {
        if (onHashLink?.(decodeURIComponent(raw.slice(1)))) event.preventDefault();
        return;
      }
      followInApp(event, anchor, navigate);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, onHashLink]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
  return <Tag ref={ref} id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
