import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadError } from '../components/LoadError.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useGetTypeByUrlAliasQuery } from '../features/content/contentApi.ts';
import { NotFound } from '../features/content/NotFound.tsx';
import { errorMessage, isNotFound } from '../lib/problem.ts';
import { useLanguage } from '../lib/text.ts';
import {
  CartScreen,
  CategoryScreen,
  CheckoutScreen,
  ConfirmationScreen,
  ContentScreen,
  SplashScreen,
} from './routes/lazyScreens.ts';

/**
 * /{lng}/{page}/{id?}: the alias gives a type and a name. Category → category page (/:lng/:type/:id?); content
 * CartPage and CheckoutPage → their screens (no id); ConfirmationPage → confirmation (id = order);
 * PassesAndOrders and TermsAndConditions → content page (id = anchor); a SPLASHPAGE → splash; anything else →
 * not found. An alias of the other language is rewritten to this language's (the language switch keeps paths).
 */
export function GenericPage() {
  const lng = useLanguage();
  const { page = '', id } = useParams();
  const location = useLocation();
  // currentData: the answer for this alias only (`data` would still hold the previous page's while fetching).
  const { currentData: data, isFetching, error, refetch } = useGetTypeByUrlAliasQuery({ alias: page, lng });

  if (isFetching && !data) return <Spinner />;
  if (isNotFound(error)) return <NotFound />;
  if (error || !data) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;

  const canonical = typeof data.alias === 'string' ? data.alias : data.alias[lng];
  if (canonical && canonical.toLowerCase() !== page.toLowerCase()) {
    const rest = id ? `/${encodeURIComponent(id)}` : '';
    return <Navigate to={`/${lng}/${canonical}${rest}${location.search}${location.hash}`} replace />;
  }

  if (data.type === 'Category') return <CategoryScreen type={page} id={id} />;
  switch (data.name) {
    case 'CartPage':
      return id ? <NotFound /> : <CartScreen />;
    case 'CheckoutPage':
      return id ? <NotFound /> : <CheckoutScreen />;
    case 'ConfirmationPage':
      return <ConfirmationScreen orderId={id} />;
    case 'PassesAndOrders':
    case 'TermsAndConditions':
      return <ContentScreen name={data.name} anchor={id} />;
    default:
      return data.name.toUpperCase().includes('SPLASHPAGE') ? <SplashScreen name={data.name} /> : <NotFound />;
  }
}
