/** What a SKU or kit picker chose: one of the team's SKUs or kits, by id, with the name it shows. */
export interface PickedItem {
  readonly kind: 'sku' | 'kit';
  readonly id: string;
  readonly name: string;
}
