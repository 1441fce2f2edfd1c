import { InventoryList } from '../../features/fulfillment/components/InventoryList.tsx';

/** `/mypage/fulfillment/inventory?q=&lowStock=&page=`: stock per SKU and location. */
export function Component() {
  return <InventoryList />;
}
