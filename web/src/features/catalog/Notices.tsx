import type { NoticeDto } from '@parks/schemas/store/dtos';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { textOf, useLanguage } from '../../lib/text.ts';

/** The notice box of each content type (icon-info, sale-alert-info, alert-*): the GCDS notice roles' colours. */
const roleOf = (kind: string): 'info' | 'warning' | 'danger' | 'success' =>
  kind === 'alert-danger'
    ? 'danger'
    : kind === 'alert-success'
      ? 'success'
      : kind === 'sale-alert-info' || kind === 'alert-warning'
        ? 'warning'
        : 'info';

/** The category notices at one location (Panel Top, Panel Middle, Panel Bottom, Footer), styled by their type. */
export function Notices({
  notices,
  location,
}: Readonly<{ notices: readonly NoticeDto[]; location: NoticeDto['location'] }>) {
  const lng = useLanguage();
  const here = notices.filter((notice) => notice.location === location);
  if (here.length === 0) return null;
  return (
    <div className="notices">
      {here.map((notice) => {
        const text = textOf(notice.text, lng);
        const kind = notice.type.replace(/[^\w-]/g, '');
        return (
          <div
            key={`${kind}-${text}`}
            className={`notice notice-${kind} alert-box alert-box-${roleOf(kind)}`}
            role={kind === 'alert-danger' ? 'alert' : undefined}
          >
            <SafeHtml html={text} />
          </div>
        );
      })}
    </div>
  );
}
