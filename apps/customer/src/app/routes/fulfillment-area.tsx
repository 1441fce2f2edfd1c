import { LoadingState, PageContainer } from '@baro/ui';
import { Stack } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { MembersOnly } from '../../components/MembersOnly.tsx';
import { MypageNav } from '../../components/MypageNav.tsx';
import { FulfillmentGate } from '../../features/fulfillment/components/FulfillmentGate.tsx';
import { FulfillmentNav } from '../../features/fulfillment/components/FulfillmentNav.tsx';
import { segments } from '../../fulfillment-paths.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

/** A thin route module of the area as a lazy component: each page stays its own chunk. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = page(() => import('./fulfillment-home.tsx'));
const Skus = page(() => import('./fulfillment-skus.tsx'));
const SkuNew = page(() => import('./fulfillment-sku-new.tsx'));
const Sku = page(() => import('./fulfillment-sku.tsx'));
const SkuEdit = page(() => import('./fulfillment-sku-edit.tsx'));
const Kits = page(() => import('./fulfillment-kits.tsx'));
const KitNew = page(() => import('./fulfillment-kit-new.tsx'));
const Kit = page(() => import('./fulfillment-kit.tsx'));
const KitEdit = page(() => import('./fulfillment-kit-edit.tsx'));
const Inventory = page(() => import('./fulfillment-inventory.tsx'));
const Inbounds = page(() => import('./fulfillment-inbounds.tsx'));
const InboundNew = page(() => import('./fulfillment-inbound-new.tsx'));
const InboundPage = page(() => import('./fulfillment-inbound.tsx'));
const Orders = page(() => import('./fulfillment-orders.tsx'));
const OrderNew = page(() => import('./fulfillment-order-new.tsx'));
const OrderUpload = page(() => import('./fulfillment-order-upload.tsx'));
const Order = page(() => import('./fulfillment-order.tsx'));
const Returns = page(() => import('./fulfillment-returns.tsx'));
const ReturnNew = page(() => import('./fulfillment-return-new.tsx'));
const ReturnPage = page(() => import('./fulfillment-return.tsx'));

/**
 * `/mypage/fulfillment/…` (members of an approved team): the my page's menu, the fulfillment menu
 * and the section's page. A team that is not approved is told why and sent to apply. The area's
 * pages are routed here rather than in the app's route table, so the first page's bundle carries
 * none of their addresses or chunk lists (ADR 0016).
 */
export function Component() {
  return (
    <MembersOnly>
      <PageContainer component="div" size="xl">
        <Stack gap="lg">
          <MypageNav current="fulfillment" />
          <FulfillmentGate>
            <Stack gap="lg">
              <FulfillmentNav />
              <Suspense fallback={<LoadingState />}>
                <Routes>
                  <Route index element={<Home />} />
                  <Route path={segments.skus} element={<Skus />} />
                  <Route path={segments.skuNew} element={<SkuNew />} />
                  <Route path={segments.sku} element={<Sku />} />
                  <Route path={segments.skuEdit} element={<SkuEdit />} />
                  <Route path={segments.kits} element={<Kits />} />
                  <Route path={segments.kitNew} element={<KitNew />} />
                  <Route path={segments.kit} element={<Kit />} />
                  <Route path={segments.kitEdit} element={<KitEdit />} />
                  <Route path={segments.inventory} element={<Inventory />} />
                  <Route path={segments.inbounds} element={<Inbounds />} />
                  <Route path={segments.inboundNew} element={<InboundNew />} />
                  <Route path={segments.inbound} element={<InboundPage />} />
                  <Route path={segments.orders} element={<Orders />} />
                  <Route path={segments.orderNew} element={<OrderNew />} />
                  <Route path={segments.orderUpload} element={<OrderUpload />} />
                  <Route path={segments.order} element={<Order />} />
                  <Route path={segments.returns} element={<Returns />} />
                  <Route path={segments.returnNew} element={<ReturnNew />} />
                  <Route path={segments.return} element={<ReturnPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </Stack>
          </FulfillmentGate>
        </Stack>
      </PageContainer>
    </MembersOnly>
  );
}
