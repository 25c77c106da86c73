/** One stream per portal product's stock: its adjustments and the orders' reservations, decided in turn. */
export const portalStockStreamCategory = 'portalStock';

export const portalStockStream = (productId: string): string => `${portalStockStreamCategory}-${productId}`;
