import { scanFeedback } from '@baro/client';
import type { SkuRef, StockMoveRequest } from '@baro/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityForm } from '../../../components/QuantityForm.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { ScanSummary } from '../../../components/ScanSummary.tsx';
import { type ScanMessage, TaskScreen } from '../../../components/TaskScreen.tsx';
import { findSkuByBarcode, toLocationCode } from '../../../lib/floor-reads.ts';
import { useWorkWarehouse, warehouseScope } from '../../../lib/floor-user.ts';
import { commandQueue } from '../../../lib/queue/queue.ts';

type Step =
  | { at: 'sku' }
  | { at: 'from'; sku: SkuRef }
  | { at: 'to'; sku: SkuRef; from: string }
  | {
      at: 'quantity';
      sku: SkuRef;
      from: string;
      to: string;
    };

const STEP_NUMBER = { sku: 1, from: 2, to: 3, quantity: 4 } as const;

/**
 * Putaway and moves (issue 15): scan the SKU, the location to take from, the one to put to, then
 * the quantity. The move goes into the send queue with its own idempotency key (sent at once when
 * online, later when not) and the screen is ready for the next SKU.
 */
export function MovePage() {
  const { t } = useTranslation();
  const work = useWorkWarehouse();
  const [step, setStep] = useState<Step>({ at: 'sku' });
  const [message, setMessage] = useState<ScanMessage | null>(null);

  const fail = (text: string) => {
    scanFeedback('error');
    setMessage({ tone: 'error', text });
  };
  const taken = () => {
    scanFeedback('ok');
    setMessage(null);
  };

  const onSku = async (code: string) => {
    try {
      const found = await findSkuByBarcode(code, warehouseScope(work));
      if (found.type === 'found') {
        taken();
        setStep({ at: 'from', sku: found.sku });
      } else fail(t(found.type === 'offline' ? 'scan.unknownSkuOffline' : 'scan.unknownSku', { code }));
    } catch {
      fail(t('scan.lookupFailed'));
    }
  };

  const onLocation = (code: string) => {
    const location = toLocationCode(code);
    if (!location) return fail(t('scan.invalidLocation', { code }));
    if (step.at === 'from') {
      taken();
      setStep({ at: 'to', sku: step.sku, from: location });
    } else if (step.at === 'to') {
      if (location === step.from) return fail(t('scan.sameLocation'));
      taken();
      setStep({ at: 'quantity', sku: step.sku, from: step.from, to: location });
    }
  };

  const onQuantity = async (quantity: number) => {
    if (step.at !== 'quantity') return;
    const body: StockMoveRequest = {
      skuId: step.sku.id,
      fromLocationCode: step.from,
      toLocationCode: step.to,
      quantity,
      ...warehouseScope(work),
    };
    const label = `${step.sku.name} ×${quantity} · ${step.from} → ${step.to}`;
    await commandQueue().enqueue({ kind: 'move', path: '/warehouse/stock/move', body, label });
    scanFeedback('ok');
    setMessage({ tone: 'ok', text: t('move.queued', { label }) });
    setStep({ at: 'sku' });
  };

  const facts = [
    ...(step.at !== 'sku' ? [{ label: t('move.sku'), value: `${step.sku.name} (${step.sku.barcode})` }] : []),
    ...(step.at === 'to' || step.at === 'quantity' ? [{ label: t('move.from'), value: step.from }] : []),
    ...(step.at === 'quantity' ? [{ label: t('move.to'), value: step.to }] : []),
  ];

  return (
    <TaskScreen
      title={t('move.title')}
      step={t('move.step', { step: STEP_NUMBER[step.at] })}
      message={message}
    >
      <ScanSummary facts={facts} />
      {step.at === 'sku' ? (
        <ScanInput
          key="sku"
          size="xl"
          autoFocus
          label={t('scan.sku')}
          placeholder={t('scan.placeholder')}
          onScan={(code) => void onSku(code)}
        />
      ) : null}
      {step.at === 'from' || step.at === 'to' ? (
        <ScanInput
          key={step.at}
          size="xl"
          autoFocus
          label={t(step.at === 'from' ? 'scan.from' : 'scan.to')}
          placeholder={t('scan.placeholder')}
          onScan={onLocation}
        />
      ) : null}
      {step.at === 'quantity' ? <QuantityForm onConfirm={(quantity) => void onQuantity(quantity)} /> : null}
    </TaskScreen>
  );
}
