import { scanFeedback } from '@baro/client';
import { type Inbound, normalizeBarcode, type ReceiveInboundRequest, receiveInboundError } from '@baro/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityForm } from '../../../components/QuantityForm.tsx';
import { ScanInput } from '../../../components/ScanInput.tsx';
import { ScanSummary } from '../../../components/ScanSummary.tsx';
import { type ScanMessage, TaskScreen } from '../../../components/TaskScreen.tsx';
import { isOfflineError } from '../../../lib/floor-reads.ts';
import { commandQueue } from '../../../lib/queue/queue.ts';
import { findInbound } from '../api/find-inbound.ts';
import { InboundLines } from './InboundLines.tsx';
import { ReceiveDone } from './ReceiveDone.tsx';

type InboundItem = Inbound['items'][number];
type Step =
  | { at: 'inbound' }
  | { at: 'sku'; inbound: Inbound }
  | { at: 'quantity'; inbound: Inbound; item: InboundItem };

const receivePath = (inbound: Inbound) => `/warehouse/inbound/${encodeURIComponent(inbound.id)}/receive`;

/** True when every line of the inbound is counted in full, with what this screen queued. */
export function isFullyCounted(inbound: Inbound, queued: Readonly<Record<string, number>>): boolean {
  return inbound.items.every(
    (item) => item.receivedQuantity + (queued[item.id] ?? 0) >= item.expectedQuantity,
  );
}

/**
 * Receiving (issue 15): scan the inbound number or a box code, then a SKU of the inbound, then the
 * quantity; the receipt (into the receiving dock) goes into the send queue with its own
 * idempotency key and the screen asks for the next SKU of the same inbound. Once every line is
 * counted in full (or the scanned inbound is closed already) the screen says the inbound is done:
 * each line, what did not match, whether receipts still wait to be sent, and the next step (put
 * away, the next inbound). The inbound must be read online once; the receipts are sent whenever
 * the network allows.
 */
export function ReceivePage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ at: 'inbound' });
  const [message, setMessage] = useState<ScanMessage | null>(null);
  const [loading, setLoading] = useState(false);
  /** What this screen queued per SKU, on top of what the inbound said was received. */
  const [queued, setQueued] = useState<Record<string, number>>({});
  /** The worker counts on past a full count (more arrived than announced). */
  const [countingMore, setCountingMore] = useState(false);

  const fail = (text: string) => {
    scanFeedback('error');
    setMessage({ tone: 'error', text });
  };

  const onInbound = async (code: string) => {
    setLoading(true);
    try {
      const inbound = await findInbound(code);
      if (!inbound) return fail(t('receive.notFound', { code }));
      if (receiveInboundError(inbound.status) && inbound.status !== 'completed')
        return fail(t('receive.notReceivable'));
      scanFeedback('ok');
      setMessage(null);
      setQueued({});
      setCountingMore(false);
      setStep({ at: 'sku', inbound });
    } catch (error) {
      fail(t(isOfflineError(error) ? 'scan.unknownSkuOffline' : 'scan.lookupFailed', { code }));
    } finally {
      setLoading(false);
    }
  };

  const onSku = (code: string) => {
    if (step.at !== 'sku') return;
    const barcode = normalizeBarcode(code);
    const item = step.inbound.items.find((i) => normalizeBarcode(i.barcode) === barcode);
    if (!item) return fail(t('receive.notOnInbound', { code }));
    scanFeedback('ok');
    setMessage(null);
    setStep({ at: 'quantity', inbound: step.inbound, item });
  };

  const onQuantity = async (quantity: number) => {
    if (step.at !== 'quantity') return;
    const body: ReceiveInboundRequest = { lines: [{ skuId: step.item.id, quantity }] };
    const label = `${step.inbound.inboundNo} · ${step.item.name} ×${quantity} → ${t('receive.dock')}`;
    await commandQueue().enqueue({ kind: 'receive', path: receivePath(step.inbound), body, label });
    scanFeedback('ok');
    setQueued((current) => ({ ...current, [step.item.id]: (current[step.item.id] ?? 0) + quantity }));
    setMessage({ tone: 'ok', text: t('receive.queued', { label }) });
    setStep({ at: 'sku', inbound: step.inbound });
  };

  if (step.at === 'inbound') {
    return (
      <TaskScreen title={t('receive.title')} message={message}>
        <ScanInput
          key="inbound"
          size="xl"
          autoFocus
          disabled={loading}
          label={t('scan.inbound')}
          placeholder={t('scan.placeholder')}
          onScan={(code) => void onInbound(code)}
        />
      </TaskScreen>
    );
  }

  const { inbound } = step;
  const another = () => setStep({ at: 'inbound' });
  if (
    step.at === 'sku' &&
    (inbound.status === 'completed' || (isFullyCounted(inbound, queued) && !countingMore))
  ) {
    return (
      <TaskScreen title={t('receive.title')} message={message}>
        <ScanSummary facts={[{ label: inbound.inboundNo, value: inbound.teamName }]} />
        <ReceiveDone
          inbound={inbound}
          queued={queued}
          receivePath={receivePath(inbound)}
          onAnother={another}
          {...(inbound.status === 'completed' ? {} : { onCountMore: () => setCountingMore(true) })}
        />
      </TaskScreen>
    );
  }
  return (
    <TaskScreen title={t('receive.title')} message={message}>
      <ScanSummary facts={[{ label: inbound.inboundNo, value: inbound.teamName }]} />
      {step.at === 'sku' ? (
        <>
          <ScanInput
            key="sku"
            size="xl"
            autoFocus
            label={t('scan.sku')}
            placeholder={t('scan.placeholder')}
            onScan={onSku}
          />
          <InboundLines inbound={inbound} queued={queued} />
          <Button variant="default" size="lg" fullWidth onClick={another}>
            {t('receive.another')}
          </Button>
        </>
      ) : (
        <>
          <ScanSummary facts={[{ label: step.item.barcode, value: step.item.name }]} />
          <QuantityForm
            initial={Math.max(
              1,
              step.item.expectedQuantity - step.item.receivedQuantity - (queued[step.item.id] ?? 0),
            )}
            onConfirm={(quantity) => void onQuantity(quantity)}
          />
        </>
      )}
    </TaskScreen>
  );
}
