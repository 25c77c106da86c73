import { useTranslation } from 'react-i18next';

/** The three-step progress bar of the purchase: choose, review cart, check out. */
export function ProgressSteps({ current }: Readonly<{ current: 1 | 2 | 3 }>) {
  const { t } = useTranslation();
  const steps = [t('progress.step1'), t('progress.step2'), t('progress.step3')];
  return (
    <nav aria-label={t('progress.label')} className="progress-steps">
      <ol>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`progress-step progress-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="progress-number" aria-hidden="true">
                {number}
              </span>
              <span>
                <span className="visually-hidden">{t('progress.stepOf', { number, total: steps.length })} </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
