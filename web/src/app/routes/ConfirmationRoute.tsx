import { type ConfirmationBlocksProps, ConfirmationPage } from '../../features/checkout/ConfirmationPage.tsx';
import { ContentBlocks } from '../../features/content/ContentBlocks.tsx';

/** The ConfirmationPage blocks, then, for an order holding a boating permit, the BoatingConfirmationPage ones. */
function ConfirmationBlocks({ location, boatingPermit }: ConfirmationBlocksProps) {
  return (
    <>
      <ContentBlocks name="ConfirmationPage" location={location} />
      {boatingPermit ? <ContentBlocks name="BoatingConfirmationPage" location={location} /> : null}
    </>
  );
}

/** The order confirmation with its content blocks. */
export default function ConfirmationRoute({ orderId }: Readonly<{ orderId?: string | undefined }>) {
  return <ConfirmationPage orderId={orderId} Blocks={ConfirmationBlocks} />;
}
