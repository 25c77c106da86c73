/**
 * Inventory (back-office.md §2 inventory, inventory/adjust/{productId}; §6 LMG and SuperUser; b2b only): the portal
 * products with their stock on hand, reserved by orders not shipped yet and available, and the adjustment of one product's
 * stock with a reason, recorded on the product's stock stream (domain/src/stock) with the actor and the role. The
 * portal's availability reads the same figures (api/src/portal/catalogue.ts), so it follows an adjustment at once.
 */
import { availabilityOf } from '@parks/domain/portal/catalog';
import { stockLevelsOf } from '@parks/domain/stock/availability';
import { portalStockDecider } from '@parks/domain/stock/decider';
import { portalStockStream } from '@parks/domain/stock/streams';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { PortalProductView } from '@parks/projections/portal/catalog';
import { stockCountOf } from '@parks/projections/portal/inventory';
import { inventoryFamily } from '@parks/schemas/admin/families/inventory/family';
import { inventoryScreen } from '@parks/schemas/admin/families/inventory/texts';
import {
  type InventoryAdjustmentValues,
  inventoryAdjustmentSchema,
  inventoryLimits,
} from '@parks/schemas/admin/inventory';
import { listQuerySchema } from '@parks/schemas/admin/requests';
import type { PortalAvailability } from '@parks/schemas/portal';
import { validInput } from '../../http/validate.ts';
import { loadPortalCatalogue, type PortalCatalogue } from '../../portal/catalogue.ts';
import type { AdminDeps } from '../deps.ts';
import { columnsOf, type FieldSpec, kit, type Texts, tableAnswer, wholeNumber } from '../forms.ts';
import { invalidAction, recordNotFound } from '../problems.ts';
import { type AdminResource, commandMetadata, updateOnly } from '../registry.ts';

const texts: Texts = inventoryScreen;

const fields: readonly FieldSpec[] = [
  {
    name: 'quantity',
    kind: 'number',
    rules: wholeNumber('inventory.adjustment.invalid', {
      min: -inventoryLimits.adjustment,
      max: inventoryLimits.adjustment,
      required: true,
    }),
  },
  {
    name: 'reason',
    kind: 'text',
    rules: [
      { name: 'required', message: 'inventory.reason.required' },
      { name: 'maxLength', value: inventoryLimits.reason, message: 'inventory.reason.required' },
    ],
  },
];

type StockLine = Readonly<{
  product: PortalProductView;
  onHand: number;
  reserved: number;
  available: number;
  availability: PortalAvailability;
}>;

/** The domain's figures (the rule the portal and the stock decision share) on the read model's counts. */
const lineOf = (catalogue: PortalCatalogue, product: PortalProductView): StockLine => {
  const count = stockCountOf(catalogue, product.productId, product.inventory);
  const { onHand, reserved, available } = stockLevelsOf(count, catalogue.shipped[product.productId] ?? 0);
  const { status, allowBackorder } = product;
  return { product, onHand, reserved, available, availability: availabilityOf({ status, available, allowBackorder }) };
};

export const inventoryResource = (deps: AdminDeps): AdminResource => {
  /** The portal catalogue and one of its products, or a 404. */
  const productOf = async (productId: string) => {
    const catalogue = await loadPortalCatalogue(deps);
    const product = catalogue.products.find((view) => view.productId === productId);
    if (product === undefined) throw recordNotFound();
    return { catalogue, product };
  };
  return updateOnly(inventoryFamily, {
    listQuery: listQuerySchema,
    values: inventoryAdjustmentSchema,
    getAll: async (call, request) => {
      const k = kit(call, 'inventory', texts);
      const catalogue = await loadPortalCatalogue(deps);
      const needle = request.search.toLowerCase();
      const lines = catalogue.products
        .filter(
          (product) =>
            needle === '' ||
            product.sku.toLowerCase().includes(needle) ||
            product.title[call.language].toLowerCase().includes(needle),
        )
        .sort((a, b) => a.sku.localeCompare(b.sku) || a.productId.localeCompare(b.productId))
        .map((product) => lineOf(catalogue, product));
      const shown = lines.slice(0, request.page * inventoryLimits.pageSize);
      return tableAnswer(request, {
        title: k.t('title.list'),
        columns: [
          { name: 'productId', caption: 'productId', type: 'hidden' },
          ...columnsOf(k.t, ['sku', 'product', 'onHand', 'reserved', 'available', 'availability']),
        ],
        rows: shown.map((line) => ({
          productId: line.product.productId,
          sku: line.product.sku,
          product: line.product.title[call.language],
          onHand: line.onHand,
          reserved: line.reserved,
          available: line.available,
          availability: k.t(line.availability),
        })),
        showMore: shown.length < lines.length,
        // Each row's "Adjust" opens inventory/adjust/{productId} (the edit screen, §2).
        buttons: [k.button('edit', false, 'adjust')],
      });
    },
    getById: async (call, id, action) => {
      if (action !== 'edit') throw invalidAction();
      const { catalogue, product } = await productOf(id);
      const line = lineOf(catalogue, product);
      const k = kit(call, 'inventory', texts);
      // French sets a space before the colon.
      const colon = call.language === 'fr' ? ' : ' : ': ';
      const figures = (['onHand', 'reserved', 'available'] as const).map((name) => `${k.t(name)} ${line[name]}`);
      return {
        mode: 'edit',
        entityId: line.product.productId,
        title: `${k.t('title.edit')}${colon}${line.product.sku} ${line.product.title[call.language]}`,
        sections: [
          {
            name: 'general',
            title: figures.join(' · '),
            width: 12,
            fields: fields.map((spec) => k.field(spec, undefined)),
          },
        ],
        conditions: [],
        buttons: [k.button('save', true, 'adjust'), k.button('cancel', false)],
      };
    },
    update: async (call, id, values) => {
      const { quantity, reason }: InventoryAdjustmentValues = validInput(inventoryAdjustmentSchema, values);
      const { catalogue, product } = await productOf(id);
      const received = product.inventory;
      const shipped = catalogue.shipped[id] ?? 0;
      const outcome = await handleCommand(deps.eventStore, portalStockStream(id), portalStockDecider, {
        type: 'AdjustPortalStock',
        data: { productId: id, quantity, reason, actorRole: call.user.role, received, shipped },
        metadata: commandMetadata(call),
      });
      // The list and the portal show the adjusted figures as soon as the answer arrives.
      await deps.awaitProjections(outcome);
      return { id, revisionId: null, message: 'inventory.adjusted' };
    },
  });
};
