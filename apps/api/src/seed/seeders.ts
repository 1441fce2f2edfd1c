import { demoBidsSeeder } from '../modules/bids/demo-bids.seeder.ts';
import { supportContentSeeder } from '../modules/content/content.seeder.ts';
import { demoApplicationsSeeder } from '../modules/fulfillment-applications/demo-applications.seeder.ts';
import { demoInboundSeeder } from '../modules/inbound/demo-inbound.seeder.ts';
import { warehouseLayoutSeeder } from '../modules/inventory/warehouse-layout.seeder.ts';
import { demoOrdersSeeder } from '../modules/orders/demo-orders.seeder.ts';
import { demoRatesSeeder } from '../modules/rates/demo-rates.seeder.ts';
import { referenceDataSeeder } from '../modules/reference/reference-data.seeder.ts';
import { demoReturnsSeeder } from '../modules/returns/demo-returns.seeder.ts';
import { demoSkusSeeder } from '../modules/skus/demo-skus.seeder.ts';
import { warehousesSeeder } from '../modules/warehouses/warehouses.seeder.ts';
import { demoAccountsSeeder } from './demo-accounts.seeder.ts';
import type { Seeder } from './seeder.ts';

/**
 * Demo data, in the order it must load. Each module adds its seeder here (accounts, partners,
 * rates, warehouses, …); each one must be safe to run on a database that already has its data.
 */
export const SEEDERS: Seeder[] = [
  demoAccountsSeeder,
  referenceDataSeeder,
  demoRatesSeeder,
  demoBidsSeeder,
  warehousesSeeder,
  warehouseLayoutSeeder,
  supportContentSeeder,
  demoApplicationsSeeder,
  demoSkusSeeder,
  demoOrdersSeeder,
  demoInboundSeeder,
  demoReturnsSeeder,
];
