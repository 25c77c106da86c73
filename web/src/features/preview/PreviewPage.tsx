import { translate } from '@parks/schemas/messages/index';
import { revisionStatusLabel } from '@parks/schemas/revisions';
import { useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/problem.ts';
import { useLanguage } from '../../lib/text.ts';
import { CategoryView } from '../catalog/CategoryPage.tsx';
import { ContentModal } from '../content/ContentModal.tsx';
import { ProductDetailView } from '../portal/ProductDetail.tsx';
import { useGetPreviewQuery } from './previewApi.ts';

/**
 * `/{lng}/preview/{token}`: the store's category page, or a portal product's page, as a draft or uat revision would
 * make it (back-office.md §2 Preview), opened from the revision by a signed-in staff member. Nothing can be ordered
 * from it, and a banner says what it is; shoppers' pages never change.
 */
export function PreviewPage() {
  const lng = useLanguage();
  const { token = '' } = useParams();
  const { currentData: preview, isFetching, error, refetch } = useGetPreviewQuery({ token, lng });
  if (isFetching && !preview) return <Spinner />;
  if (error || !preview) return <LoadError message={errorMessage(error, lng)} onRetry={() => void refetch()} />;
  const { revision } = preview;
  return (
    <>
      <Alert kind="warning">
        {translate(lng, 'preview.banner', {
          number: revision.number,
          status: revisionStatusLabel(lng, revision.status),
        })}
      </Alert>
      {preview.storeCode === 'b2b' ? (
        <ProductDetailView product={preview.portalProduct} categories={[]} />
      ) : (
        <CategoryView
          category={preview.category}
          type={preview.category.path[lng].split('/')[0] ?? ''}
          openTab={null}
          renderAddToCart={() => null}
          onAddPermit={async () => undefined}
          ContentModal={ContentModal}
        />
      )}
    </>
  );
}
