import { useTranslation } from 'react-i18next';
import { defineGcds } from '../gcds/define.ts';
import { useLanguage } from '../lib/text.ts';

void defineGcds('gcds-stepper');

const total = 3;

/** The three-step progress of the purchase (choose, review cart, check out) on the GCDS stepper. */
export function ProgressSteps({ current }: Readonly<{ current: 1 | 2 | 3 }>) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <gcds-stepper current-step={current} total-steps={total} tag="h2" lang={lng} className="progress-steps">
      {t(`progress.step${current}`)}
    </gcds-stepper>
  );
}
