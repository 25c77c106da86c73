import type { PortalCheckoutDto } from '@parks/schemas/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestErrorAlert } from '../../components/RequestErrorAlert.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import '../checkout/checkout.css';

/** The page of each step: its classes, the id of its title and the title's key. */
const frames = {
  checkout: { className: 'portal-checkout', titleId: 'checkout-title', title: 'portal.checkoutTitle' },
  review: { className: 'portal-checkout portal-review', titleId: 'review-title', title: 'portal.reviewTitle' },
} as const;

type FrameProps = Readonly<{
  step: keyof typeof frames;
  /** The last failed Next or Submit. */
  error: unknown;
  /** What stands between the error and the step (the checkout's issues). */
  notices?: ReactNode;
  dto: PortalCheckoutDto;
  children: ReactNode;
}>;

/** The page of a checkout step: its title, the failed call, the step's content and the order summary beside it. */
export function CheckoutFrame({ step, error, notices, dto, children }: FrameProps) {
  const { t } = useTranslation();
  const { className, titleId, title } = frames[step];
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(title)}</h1>
      <RequestErrorAlert error={error} title={t('cart.problem')} />
      {notices}
      <div className="checkout-layout">
        <div className="checkout-main">{children}</div>
        <CheckoutSummary dto={dto} />
      </div>
    </section>
  );
}

type ActionsProps = Readonly<{
  backTo: string;
  backLabel: string;
  nextLabel: string;
  disabled: boolean;
  onNext: () => void;
}>;

/** Back to the previous page, and on to the next step. */
export function StepActions({ backTo, backLabel, nextLabel, disabled, onNext }: ActionsProps) {
  return (
    <p className="checkout-actions">
      <Link to={backTo} className="button button-secondary">
        {backLabel}
      </Link>{' '}
      <button type="button" className="button button-primary" disabled={disabled} onClick={onNext}>
        {nextLabel}
      </button>
    </p>
  );
}
