import { newId } from '../../db/new-id.ts';
import type { Seeder } from '../../seed/seeder.ts';
import {
  decideApplication,
  findApplicationByTeam,
  insertApplication,
} from './fulfillment-applications.repository.ts';

/**
 * customer@baro.demo's team (바로무역) applied and was approved into 인천 1센터 by admin@baro.demo;
 * other@baro.demo's team has applied and waits. A team that already applied keeps its application.
 */
export const demoApplicationsSeeder: Seeder = {
  name: 'demo-fulfillment-applications',
  async run(trx, { now }) {
    const people = await trx
      .selectFrom('users')
      .select(['id', 'email', 'team_id'])
      .where('email', 'in', ['customer@baro.demo', 'other@baro.demo', 'admin@baro.demo'])
      .execute();
    const byEmail = new Map(people.map((p) => [p.email, p]));
    const warehouse = await trx
      .selectFrom('warehouses')
      .select('id')
      .where('code', '=', 'ICN1')
      .executeTakeFirst();
    const staff = byEmail.get('admin@baro.demo');
    const demos = [
      { email: 'customer@baro.demo', company: '바로무역', approve: true, category: '생활용품' },
      { email: 'other@baro.demo', company: '다른상사', approve: false, category: '패션잡화' },
    ];
    for (const demo of demos) {
      const applicant = byEmail.get(demo.email);
      if (!applicant?.team_id || (await findApplicationByTeam(trx, applicant.team_id))) continue;
      const id = newId('fap');
      await insertApplication(trx, {
        id,
        team_id: applicant.team_id,
        applied_by: applicant.id,
        company_name: demo.company,
        business_number: '2208162517',
        representative: '김대표',
        contact_name: '이담당',
        contact_phone: '010-1234-5678',
        monthly_orders: demo.approve ? 1200 : 300,
        product_category: demo.category,
        memo: null,
        now,
      });
      if (demo.approve && warehouse && staff)
        await decideApplication(trx, id, {
          status: 'approved',
          warehouseId: warehouse.id,
          decidedBy: staff.id,
          now,
        });
    }
  },
};
