import { isLanguage, type Language } from '@parks/schemas/language';
import { isStaffRole } from '@parks/schemas/roles';
import { Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../components/Spinner.tsx';
import { AccountOrder } from '../../features/account/AccountOrder.tsx';
import { AddressForm } from '../../features/account/AddressForm.tsx';
import { MyAccount } from '../../features/account/MyAccount.tsx';
import { PasswordReset } from '../../features/account/PasswordReset.tsx';
import { Register } from '../../features/account/Register.tsx';
import { RegistrationNotice } from '../../features/account/RegistrationNotice.tsx';
import { SignIn } from '../../features/account/SignIn.tsx';
import { useSignOut } from '../../features/account/useSignOut.ts';
import { VerifyEmail } from '../../features/account/VerifyEmail.tsx';
import { ContentPage } from '../../features/content/ContentPage.tsx';
import { useGetSettingsQuery } from '../../features/content/contentApi.ts';
import { NotFound } from '../../features/content/NotFound.tsx';
import { PortalCategory } from '../../features/portal/PortalCategory.tsx';
import { PortalHeader } from '../../features/portal/PortalHeader.tsx';
import { PortalHome } from '../../features/portal/PortalHome.tsx';
import { PortalSearch } from '../../features/portal/PortalSearch.tsx';
import { ProductDetail } from '../../features/portal/ProductDetail.tsx';
import { type PortalPageName, portalAlias, portalPageOf, portalPath } from '../../features/portal/portalPages.ts';
import { PortalCartLink } from '../../features/portalCart/PortalCartLink.tsx';
import { PortalCartPage } from '../../features/portalCart/PortalCartPage.tsx';
import { PortalCheckout } from '../../features/portalCheckout/PortalCheckout.tsx';
import { PreviewPage } from '../../features/preview/PreviewPage.tsx';
import { defineGcds } from '../../gcds/define.ts';
import { useInAppLinks } from '../../gcds/useInAppLinks.ts';
import { SiteTitleKey } from '../../lib/documentMeta.ts';
import { usePageLanguage } from '../usePageLanguage.ts';
import '../layout.css';
import './portal.css';
import { useAppSelector } from '../hooks.ts';

void defineGcds('gcds-footer');

/**
 * The B2B portal under /{lng}/portal (loaded on first use): its own header and menu, the login and password
 * pages, the self-registration and its e-mail confirmation, and behind the sign-in guard the home and the pages resolved by alias (section 2).
 */
export default function PortalRoute() {
  const { lng } = useParams();
  const language: Language = isLanguage(lng) ? lng : 'en';
  const user = useAppSelector((state) => state.session.user);
  const signOut = useSignOut(language);
  const { data: settings } = useGetSettingsQuery(undefined, { skip: user === null });
  const admin = user !== null && isStaffRole(user.role) && user.role !== 'Operator';
  useInAppLinks();
  usePageLanguage(language, 'portal.title');

  if (!isLanguage(lng)) return <Navigate to="/en/portal" replace />;
  const notices = {
    uat: admin && settings?.admin.enableUAT === true,
    seedClock: admin && settings?.admin.enableSeedClock ? (settings.admin.clockDateTime ?? null) : null,
  };

  return (
    <SiteTitleKey.Provider value="portal.title">
      <PortalHeader
        lng={language}
        user={user}
        notices={notices}
        cart={<PortalCartLink href={portalPath(language, 'PortalCartPage')} />}
        onSignOut={() => void signOut()}
      />
      <main id="main" tabIndex={-1} className="portal-main">
        {user?.role === 'PortalUser' ? <RegistrationNotice userId={user.id} /> : null}
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="login" element={<SignIn portal />} />
            <Route path="password" element={<PasswordReset />} />
            <Route path="register" element={<Register />} />
            <Route path="verify" element={<VerifyEmail />} />
            <Route element={<RequireUser />}>
              <Route index element={<PortalHome />} />
              {/* A portal product's revision as staff preview it (back-office §2), in the portal's frame. */}
              <Route path="preview/:token" element={<PreviewPage />} />
              <Route path=":page/*" element={<PortalPage lng={language} />} />
            </Route>
          </Routes>
        </Suspense>
      </main>
      <gcds-footer display="compact" lang={language} />
    </SiteTitleKey.Provider>
  );
}

/** Not signed in: to the portal login with the original path and query as redirect. */
function RequireUser() {
  const user = useAppSelector((state) => state.session.user);
  const location = useLocation();
  const { lng = 'en' } = useParams();
  if (user === null) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${lng}/portal/login?redirect=${redirect}`} replace />;
  }
  return <Outlet />;
}

/** /{lng}/portal/{page}/{rest…}: a named page by its alias (rewritten to the page language's), else a category. */
function PortalPage({ lng }: Readonly<{ lng: Language }>) {
  const { page = '', '*': restPath = '' } = useParams();
  const location = useLocation();
  const rest = restPath.split('/').filter((segment) => segment !== '');
  const name = portalPageOf(page);
  if (name === null) return rest.length > 1 ? <NotFound /> : <PortalCategory alias={page} childAlias={rest[0]} />;
  const canonical = portalAlias(name, lng);
  if (canonical !== page.toLowerCase()) {
    const tail = restPath ? `/${restPath}` : '';
    return <Navigate to={`/${lng}/portal/${canonical}${tail}${location.search}${location.hash}`} replace />;
  }
  return <NamedPortalPage name={name} lng={lng} rest={rest} />;
}

function NamedPortalPage({ name, lng, rest }: Readonly<{ name: PortalPageName; lng: Language; rest: string[] }>) {
  const user = useAppSelector((state) => state.session.user);
  const navigate = useNavigate();
  const location = useLocation();
  const [first, second, third] = rest;
  switch (name) {
    case 'PortalSearchPage':
      return rest.length > 1 ? <NotFound /> : <PortalSearch text={first ?? ''} />;
    case 'PortalProductPage':
      return first && rest.length === 1 ? <ProductDetail productId={first} /> : <NotFound />;
    case 'PortalCartPage':
      return rest.length > 0 ? (
        <NotFound />
      ) : (
        <PortalCartPage checkoutHref={portalPath(lng, 'PortalCheckoutPage')} continueHref={portalPath(lng)} />
      );
    case 'PortalCheckoutPage': {
      const back = (addressId?: string) =>
        navigate(
          `${portalPath(lng, 'PortalCheckoutPage')}${addressId ? `?addressId=${encodeURIComponent(addressId)}` : ''}`,
        );
      if (first === 'address' && second === 'create' && rest.length === 2)
        return <AddressForm mode="add" heading="h1" onDone={(id) => back(id)} onCancel={() => back()} />;
      if (first === 'address' && second === 'edit' && third && rest.length === 3)
        return (
          <AddressForm
            mode="update"
            heading="h1"
            addressId={third}
            onDone={(id) => back(id)}
            onCancel={() => back(third)}
          />
        );
      if (rest.length > 0) return <NotFound />;
      return (
        <PortalCheckout
          step="edit"
          role={user?.role ?? ''}
          addressId={new URLSearchParams(location.search).get('addressId')}
          paths={checkoutPaths(lng)}
        />
      );
    }
    case 'PortalReviewOrderPage':
      return rest.length > 0 ? (
        <NotFound />
      ) : (
        <PortalCheckout step="review" role={user?.role ?? ''} addressId={null} paths={checkoutPaths(lng)} />
      );
    case 'PortalConfirmationPage':
    case 'PortalOrderDetailsPage':
      return first && rest.length === 1 ? (
        <AccountOrder orderId={first} confirmation={name === 'PortalConfirmationPage'} continueHref={portalPath(lng)} />
      ) : (
        <NotFound />
      );
    case 'PortalMyAccountPage':
      return rest.length > 3 ? (
        <NotFound />
      ) : (
        <MyAccount
          base={portalPath(lng, 'PortalMyAccountPage')}
          page={first}
          action={second}
          id={third}
          orderHref={(orderId) => portalPath(lng, 'PortalOrderDetailsPage', orderId)}
          continueHref={portalPath(lng)}
        />
      );
    case 'PortalContactUsPage':
    case 'PortalHelpPage':
    case 'PortalShippingAndDelivery':
      return rest.length > 0 ? <NotFound /> : <ContentPage name={name} store="b2b" />;
  }
}

const checkoutPaths = (lng: Language) => ({
  cart: portalPath(lng, 'PortalCartPage'),
  checkout: portalPath(lng, 'PortalCheckoutPage'),
  review: portalPath(lng, 'PortalReviewOrderPage'),
  createAddress: portalPath(lng, 'PortalCheckoutPage', 'address', 'create'),
  editAddress: (id: string) => portalPath(lng, 'PortalCheckoutPage', 'address', 'edit', id),
  confirmation: (orderId: string) => portalPath(lng, 'PortalConfirmationPage', orderId),
});
