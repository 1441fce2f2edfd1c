import { type FulfillmentApplication, toSeoulIso } from '@baro/core';
import type { ApplicationRow } from './fulfillment-applications.repository.ts';

export function presentApplication(row: ApplicationRow): FulfillmentApplication {
  return {
    id: row.id,
    teamId: row.team_id,
    teamName: row.team_name,
    status: row.status,
    companyName: row.company_name,
    businessNumber: row.business_number,
    representative: row.representative,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    monthlyOrders: row.monthly_orders,
    productCategory: row.product_category,
    memo: row.memo,
    rejectReason: row.reject_reason,
    warehouse:
      row.warehouse_id && row.warehouse_code && row.warehouse_name
        ? { id: row.warehouse_id, code: row.warehouse_code, name: row.warehouse_name }
        : null,
    appliedAt: toSeoulIso(row.applied_at),
    decidedAt: row.decided_at ? toSeoulIso(row.decided_at) : null,
    updatedAt: toSeoulIso(row.updated_at),
  };
}
