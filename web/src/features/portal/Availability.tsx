import type { PortalAvailability } from '@parks/schemas/portal';
import { useTranslation } from 'react-i18next';

/** In stock / Back ordered / Out of stock / Unavailable. */
export function Availability({ value }: Readonly<{ value: PortalAvailability }>) {
  const { t } = useTranslation();
  return <span className={`availability availability-${value}`}>{t(`portal.availability.${value}`)}</span>;
}
