import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LoadError } from '../../components/LoadError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ProgressSteps } from '../../components/ProgressSteps.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentTitle } from '../../lib/documentMeta.ts';
import { errorMessage } from '../../lib/problem.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { useGetCheckoutDtoQuery } from './checkoutApi.ts';
import { OrderSummary } from './OrderSummary.tsx';
import './checkout.css';

type Props = Readonly<{
  /** The CheckoutPage content (composed by the app). */
  intro?: ReactNode;
  /** Removes a cart line (composed by the app from the cart feature); the summary refreshes by its tags. */
  onRemoveItem: (lineId: string) => void;
  ContentModal: ComponentType<Readonly<{ name: string | null; onClose: () => void }>>;
}>;

/** Checkout (progress step 3): summary beside the form on desktop, above it on small screens. */
export function CheckoutPage({ intro, onRemoveItem, ContentModal }: Props) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data, isLoading, error, refetch } = useGetCheckoutDtoQuery();
  const [modal, setModal] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsTab, setTermsTab] = useState(0);
  useDocumentTitle(t('checkout.pageTitle'));

  if (isLoading) return <Spinner />;
  if (error || !data) {
    return (
      <div className="checkout-page">
        <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (data.items.length === 0) return <Navigate to={`/${lng}`} replace />;

  const terms = data.terms ?? [];
  const openTerms = () => (terms.length > 0 ? setTermsOpen(true) : setModal('TermsAndConditions'));
  return (
    <div className="checkout-page">
      <ProgressSteps current={3} />
      <h1>{t('checkout.pageTitle')}</h1>
      {intro}
      <div className="checkout-layout">
        <aside className="checkout-summary-column" aria-label={t('checkout.summaryTitle')}>
          <OrderSummary data={data} onRemove={onRemoveItem} />
        </aside>
        <div className="checkout-form-column">
          <CheckoutForm data={data} openContent={setModal} openTerms={openTerms} />
        </div>
      </div>
      <ContentModal name={modal} onClose={() => setModal(null)} />
      <Modal open={termsOpen} title={t('checkout.termsTitle')} onClose={() => setTermsOpen(false)}>
        <Tabs
          label={t('checkout.termsTitle')}
          selected={termsTab}
          onSelect={setTermsTab}
          tabs={terms.map((tab, index) => ({
            key: String(index),
            title: textOf(tab.title, lng),
            content: <SafeHtml html={textOf(tab.html, lng)} />,
          }))}
        />
      </Modal>
    </div>
  );
}
