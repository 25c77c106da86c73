import { type AdminFamily, adminFamilies } from '@parks/schemas/admin/calls';
import { htmlLang, isLanguage, type Language } from '@parks/schemas/language';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks.ts';
import { languageChosen } from '../../app/session.ts';
import { NotFound } from '../../features/content/NotFound.tsx';
import { ResourceScreens } from './ResourceScreens.tsx';

/** The family a path segment names (`products` → Products), whatever its case. */
const familyOf = (segment: string | undefined): AdminFamily | undefined =>
  adminFamilies.find((family) => family.toLowerCase() === segment?.toLowerCase());

/**
 * TEST-ONLY frame of ResourceScreens (the renderers' browser tests, web/e2e/adminDefinitions.test.ts): no admin
 * shell and no guard, just the page language and the family from the path. The lead replaces this route with the
 * admin shell's routes at merge; nothing else imports it.
 */
export default function TestResourceRoute() {
  const { lng, family } = useParams();
  const language: Language = isLanguage(lng) ? lng : 'en';
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(languageChosen(language));
    void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang[language];
  }, [language, i18n, dispatch]);
  const chosen = familyOf(family);
  if (!chosen) return <NotFound />;
  return (
    <main id="main-content" className="admin-test-frame">
      <ResourceScreens family={chosen} />
    </main>
  );
}
