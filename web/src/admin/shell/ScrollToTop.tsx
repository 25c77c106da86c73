import { scrollTopAfterPx } from '@parks/schemas/admin/definitions';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The back office's scroll-to-top control (§9: it appears once the page is scrolled more than 50 px). It takes the
 * reader back to the top and puts the focus on the screen (`main`), so a keyboard user goes on from there too.
 */
export function ScrollToTop({ target }: Readonly<{ target: RefObject<HTMLElement | null> }>) {
  const { t } = useTranslation('admin');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > scrollTopAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="button button-secondary admin-scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0 });
        target.current?.focus({ preventScroll: true });
      }}
    >
      {t('backToTop')}
    </button>
  );
}
