import { ConfirmationPage } from '../../features/checkout/ConfirmationPage.tsx';
import { ContentBlocks } from '../../features/content/ContentBlocks.tsx';

function ConfirmationBlocks({ location }: Readonly<{ location: 'PanelTop' | 'PanelRight' }>) {
  return <ContentBlocks name="ConfirmationPage" location={location} />;
}

/** The order confirmation with the ConfirmationPage content blocks. */
export default function ConfirmationRoute({ orderId }: Readonly<{ orderId?: string | undefined }>) {
  return <ConfirmationPage orderId={orderId} Blocks={ConfirmationBlocks} />;
}
