import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal.tsx';
import { SafeHtml } from '../../components/SafeHtml.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { imageSrc } from '../../lib/paths.ts';
import { textOf, useLanguage } from '../../lib/text.ts';
import { useGetContentByNameQuery } from './contentApi.ts';

type Props = Readonly<{ name: string | null; onClose: () => void; imageAlt?: string }>;

/** A named content block in a modal (vessel length, CVV2, newsletter terms, names taken from link hashes). */
export function ContentModal({ name, onClose, imageAlt }: Props) {
  const lng = useLanguage();
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetContentByNameQuery({ name: name ?? '', lng }, { skip: name === null });
  const title = textOf(data?.title, lng) || t('content.moreInformation');
  return (
    <Modal open={name !== null} title={title} onClose={onClose}>
      {isLoading ? <Spinner /> : null}
      {isError ? <p>{t('content.unavailable')}</p> : null}
      {data ? (
        <>
          <SafeHtml html={textOf(data.html, lng)} />
          {data.imageUrl ? <img src={imageSrc(data.imageUrl)} alt={imageAlt ?? ''} className="modal-image" /> : null}
        </>
      ) : null}
    </Modal>
  );
}
