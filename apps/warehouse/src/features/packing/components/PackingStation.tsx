import { scanFeedback, toErrorBody, useDocumentTitle, useErrorText, useLanguage } from '@baro/client';
import {
  checkPackScan,
  isPackComplete,
  isPackingBoxCode,
  MAX_PARCELS_PER_ORDER,
  PACKING_BOXES,
  type PackingBoxCode,
  type PackOrderRequest,
  type PackScans,
  packingBoxLabel,
  type ShippingOrder,
  suggestPackingBoxBySize,
  type Wave,
} from '@baro/core';
import { EmptyState, LoadingState, PageContainer, QueryErrorState, ScanField } from '@baro/ui';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelOutcome, useLabelPrinter } from '../../../components/LabelPrinting.tsx';
import { PrintAgentButton } from '../../../components/PrintAgentSettings.tsx';
import { Section } from '../../../components/Section.tsx';
import { findOrderByNumber } from '../api/find-order.ts';
import { findWaveByNumber } from '../api/find-wave.ts';
import { usePackScannedOrder } from '../api/pack-scanned-order.ts';
import {
  packingOrderQueryOptions,
  packingWaveQueryOptions,
  usePackingOrder,
  usePackingWave,
} from '../api/packing-queries.ts';

type Notice = { tone: 'ok' | 'error' | 'info'; text: string } | null;

interface Packed {
  order: ShippingOrder;
  labels: LabelOutcome[];
}

/** A box being filled: its size (null: the suggestion) and how many of each SKU went into it. */
interface Box {
  code: PackingBoxCode | null;
  scans: PackScans;
}

const WAVE_NUMBER = /^WV\d/i;
const EMPTY_BOX: Box = { code: null, scans: {} };

const boxPieces = (box: Box) => Object.values(box.scans).reduce((sum, n) => sum + n, 0);

/** Every box's scans added up per SKU: what the order has had scanned. */
function totalScans(boxes: readonly Box[]): PackScans {
  const total: Record<string, number> = {};
  for (const box of boxes) for (const [id, n] of Object.entries(box.scans)) total[id] = (total[id] ?? 0) + n;
  return total;
}

/** The order's lines as far as they went into `box` (with the SKUs' sizes, for its suggestion). */
const boxLines = (lines: ShippingOrder['lines'], box: Box) =>
  lines.flatMap((line) => {
    const quantity = box.scans[line.id] ?? 0;
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });

/**
 * `/warehouse/packing`: the packing station (issue 15), made for a scanner and a keyboard at
 * 1280 px. Scan an order number — or a wave's (the pick list's barcode) to see its orders and scan
 * one of them — then every item: a barcode the order does not take, or one more than it takes, is
 * refused with the error tone and said on screen; each line shows its progress. Items go into the
 * box being filled; when it is full, `+` (or Add a box) starts the next, so an order can leave in
 * several boxes. Each box's size is preselected — the smallest that takes its items by their SKUs'
 * sizes, or by the piece count when a size is unknown — and arrow keys or a box's barcode change
 * the size of the box being filled. When all is scanned, Enter in the empty field packs: one parcel
 * per box (the server checks the scans and the boxes again, once, under an Idempotency-Key so a
 * retry packs nothing twice), the carrier issues a waybill per box, and the labels print through
 * the packing PC's print agent — or download as one PDF with a page per box when none is running,
 * with a message. The field is then ready for the next order (Esc leaves one).
 */
export function PackingStation() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  useDocumentTitle(t('packing.title'));

  const [waveId, setWaveId] = useState<string | null>(null);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [boxes, setBoxes] = useState<Box[]>([EMPTY_BOX]);
  const [active, setActive] = useState(0);
  const [lastSku, setLastSku] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [finding, setFinding] = useState(false);
  const [packed, setPacked] = useState<Packed | null>(null);
  const scanInput = useRef<HTMLInputElement>(null);
  // The pack's Idempotency-Key, kept while the same pack is retried (a new one for other boxes).
  const packKey = useRef<{ body: string; key: string } | null>(null);

  const wave = usePackingWave(waveId);
  const order = usePackingOrder(orderId);
  const pack = usePackScannedOrder();
  const labels = useLabelPrinter();

  const current = order.data && order.data.id === orderId ? order.data : undefined;
  const packable = current?.status === 'picking';
  const scans = totalScans(boxes);
  const complete = packable && isPackComplete(current.lines, scans);
  const pieces = current ? current.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
  const scannedPieces = current ? current.lines.reduce((sum, line) => sum + (scans[line.id] ?? 0), 0) : 0;
  // One box takes the whole order: its suggestion is the order's from the start.
  const suggestionFor = (box: Box) =>
    suggestPackingBoxBySize(
      boxes.length === 1 ? (current?.lines ?? []) : boxLines(current?.lines ?? [], box),
    );
  const chosenFor = (box: Box) => box.code ?? suggestionFor(box).code;
  const activeBox = boxes[active] ?? EMPTY_BOX;

  const refuse = (text: string) => {
    scanFeedback('error');
    setNotice({ tone: 'error', text });
  };
  const focusScan = () => setTimeout(() => scanInput.current?.focus(), 0);
  const resetBoxes = () => {
    setBoxes([EMPTY_BOX]);
    setActive(0);
    setLastSku(null);
  };
  const updateActive = (change: (box: Box) => Box) =>
    setBoxes((previous) => previous.map((box, i) => (i === active ? change(box) : box)));

  const openOrder = (next: ShippingOrder) => {
    queryClient.setQueryData(packingOrderQueryOptions(next.id).queryKey, next);
    setOrderId(next.id);
    resetBoxes();
    setPacked(null);
    packKey.current = null;
    if (next.status === 'picking') {
      scanFeedback('ok');
      setNotice({ tone: 'info', text: t('packing.orderOpened', { orderNo: next.orderNo }) });
    } else {
      refuse(t(`packing.notPackable.${next.status}`, { orderNo: next.orderNo }));
    }
  };

  const leaveOrder = () => {
    setOrderId(null);
    resetBoxes();
    setNotice(null);
    focusScan();
  };

  const findAndOpen = async (code: string) => {
    setFinding(true);
    try {
      if (WAVE_NUMBER.test(code)) {
        const found = await findWaveByNumber(code);
        if (!found) return refuse(t('packing.notFound', { code }));
        queryClient.setQueryData(packingWaveQueryOptions(found.id).queryKey, found);
        setWaveId(found.id);
        setOrderId(null);
        setPacked(null);
        scanFeedback('ok');
        setNotice({ tone: 'info', text: t('packing.waveOpened', { waveNo: found.waveNo }) });
        return;
      }
      const found = await findOrderByNumber(code);
      if (!found) return refuse(t('packing.notFound', { code }));
      if (waveId && wave.data && !wave.data.orders.some((o) => o.id === found.id)) {
        return refuse(t('packing.notInWave', { orderNo: found.orderNo, waveNo: wave.data.waveNo }));
      }
      openOrder(found);
    } catch (error) {
      refuse(errorText(error));
    } finally {
      setFinding(false);
    }
  };

  const scanItem = (code: string, lines: ShippingOrder['lines']) => {
    const boxCode = code.toUpperCase();
    if (isPackingBoxCode(boxCode)) {
      updateActive((box) => ({ ...box, code: boxCode }));
      scanFeedback('ok');
      setNotice({ tone: 'info', text: t('packing.boxChosen', { box: packingBoxLabel(boxCode, language) }) });
      return;
    }
    const result = checkPackScan(lines, scans, code);
    if (!result.ok) {
      if (result.reason === 'wrongItem') return refuse(t('packing.wrongItem', { code }));
      const line = lines.find((l) => l.id === result.skuId);
      return refuse(t('packing.overScan', { name: line?.name ?? code, count: line?.quantity ?? 0 }));
    }
    const line = lines.find((l) => l.id === result.skuId);
    updateActive((box) => ({
      ...box,
      scans: { ...box.scans, [result.skuId]: (box.scans[result.skuId] ?? 0) + 1 },
    }));
    setLastSku(result.skuId);
    scanFeedback('ok');
    setNotice({
      tone: 'ok',
      text: t('packing.scanned', {
        name: line?.name ?? code,
        scanned: result.scanned,
        count: line?.quantity ?? 0,
      }),
    });
  };

  const canAddBox = packable && boxPieces(activeBox) > 0 && !complete && boxes.length < MAX_PARCELS_PER_ORDER;
  const canRemoveBox = packable && boxes.length > 1 && boxPieces(activeBox) === 0;

  const addBox = () => {
    if (!canAddBox) return;
    setBoxes((previous) => [...previous, EMPTY_BOX]);
    setActive(boxes.length);
    scanFeedback('ok');
    setNotice({ tone: 'info', text: t('packing.boxAdded', { number: boxes.length + 1 }) });
    focusScan();
  };

  const removeBox = () => {
    if (!canRemoveBox) return;
    const rest = boxes.filter((_, i) => i !== active);
    setBoxes(rest);
    setActive(rest.length - 1);
    focusScan();
  };

  const onScan = (code: string) => {
    if (packable && current) {
      // The next order's number ends this one only once it is packed: refuse it meanwhile.
      return scanItem(code, current.lines);
    }
    void findAndOpen(code);
  };

  const submitPack = async () => {
    if (!current || !complete || pack.isPending) return;
    const filled = boxes.filter((box) => boxPieces(box) > 0);
    const items = current.lines.map((line) => ({ skuId: line.id, quantity: scans[line.id] ?? 0 }));
    const request: PackOrderRequest =
      filled.length <= 1
        ? { parcels: [{ boxCode: chosenFor(filled[0] ?? EMPTY_BOX) }], items }
        : {
            parcels: filled.map((box) => ({
              boxCode: chosenFor(box),
              items: boxLines(current.lines, box).map((line) => ({
                skuId: line.id,
                quantity: line.quantity,
              })),
            })),
            items,
          };
    const body = JSON.stringify([current.id, request]);
    if (packKey.current?.body !== body) packKey.current = { body, key: crypto.randomUUID() };
    try {
      const result = await pack.mutateAsync({ id: current.id, request, key: packKey.current.key });
      packKey.current = null;
      scanFeedback('ok');
      setOrderId(null);
      resetBoxes();
      setNotice({ tone: 'ok', text: t('packing.packed', { orderNo: result.orderNo }) });
      setPacked({ order: result, labels: [] });
      focusScan();
      const outcomes = await labels.printAll(result.id, result.orderNo, result.parcels);
      setPacked({ order: result, labels: outcomes });
      focusScan();
    } catch (error) {
      const errorBody = toErrorBody(error);
      refuse(errorBody?.code === 'PACK_SCAN_MISMATCH' ? t('packing.mismatch') : errorText(error));
      if (errorBody?.code === 'PACK_SCAN_MISMATCH') {
        resetBoxes();
        focusScan();
      }
    }
  };

  // The keyboard stays in the scan field (a scanner types wherever the focus is, so it never moves
  // to a control a stray scan could change). `+` on the empty field starts the next box; once all
  // is scanned, Enter on the empty field packs; the arrow keys change the size of the box being
  // filled; Esc leaves the order at any time.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && orderId !== null && !pack.isPending) {
      event.preventDefault();
      leaveOrder();
      return;
    }
    if (!packable || event.target !== scanInput.current) return;
    const empty = scanInput.current.value.trim() === '';
    if (event.key === '+' && empty) {
      event.preventDefault();
      addBox();
    } else if (event.key === 'Enter' && empty && complete) {
      event.preventDefault();
      void submitPack();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const codes = PACKING_BOXES.map((b) => b.code);
      const at = codes.indexOf(chosenFor(activeBox));
      const next = codes[Math.min(codes.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
      if (next) updateActive((box) => ({ ...box, code: next }));
    }
  };

  const scanLabel = packable
    ? t('packing.scanItem')
    : waveId
      ? t('packing.scanWaveOrder')
      : t('packing.scanOrder');

  return (
    <PageContainer
      component="div"
      size={1920}
      title={t('packing.title')}
      description={t('packing.description')}
      actions={<PrintAgentButton />}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Esc anywhere in the station leaves the order. */}
      <div onKeyDown={onKeyDown}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack gap="md">
              <ScanField
                label={scanLabel}
                description={packable ? t('packing.scanItemHint') : t('packing.scanOrderHint')}
                placeholder={packable ? '8801234567893' : 'FO261207-00012 · WV261207-0003'}
                onScan={onScan}
                autoFocus
                size="lg"
                disabled={finding || pack.isPending}
                inputRef={scanInput}
              />
              {notice ? (
                <Alert
                  color={notice.tone === 'error' ? 'red' : notice.tone === 'ok' ? 'green' : 'blue'}
                  variant="light"
                  role={notice.tone === 'error' ? 'alert' : 'status'}
                  aria-live={notice.tone === 'error' ? 'assertive' : 'polite'}
                  data-testid="packing-notice"
                >
                  {notice.text}
                </Alert>
              ) : null}
              {finding ? <LoadingState /> : null}
              {orderId === null ? null : order.isPending ? (
                <LoadingState />
              ) : order.isError ? (
                <QueryErrorState query={order} />
              ) : current ? (
                <OrderLines
                  order={current}
                  scans={scans}
                  lastSku={lastSku}
                  scannedPieces={scannedPieces}
                  pieces={pieces}
                  onLeave={leaveOrder}
                />
              ) : null}
              {orderId === null && !finding ? (
                packed ? (
                  <PackedResult packed={packed} printing={labels.pending !== null} />
                ) : waveId === null ? (
                  <EmptyState title={t('packing.emptyTitle')} description={t('packing.emptyBody')} />
                ) : null
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              {packable && current ? (
                <Section title={t('packing.boxTitle')}>
                  <Stack gap="sm">
                    {boxes.map((box, index) => {
                      const suggestion = suggestionFor(box);
                      const isActive = index === active;
                      const contents = boxLines(current.lines, box);
                      const name =
                        boxes.length === 1
                          ? t('packing.box')
                          : t('packing.boxNumbered', { number: index + 1 });
                      return (
                        <Paper
                          // biome-ignore lint/suspicious/noArrayIndexKey: a box is its place in the order's boxes.
                          key={index}
                          withBorder={boxes.length > 1}
                          p={boxes.length > 1 ? 'sm' : 0}
                          data-active={isActive ? 'true' : 'false'}
                          bd={
                            boxes.length > 1 && isActive ? '2px solid var(--mantine-color-blue-6)' : undefined
                          }
                        >
                          <Stack gap={6}>
                            {boxes.length > 1 ? (
                              <Group justify="space-between" wrap="nowrap">
                                <Text size="sm">
                                  {contents.length === 0
                                    ? t('packing.boxEmpty')
                                    : contents
                                        .map((line) =>
                                          t('packing.boxItem', { name: line.name, count: line.quantity }),
                                        )
                                        .join(', ')}
                                </Text>
                                {isActive ? (
                                  <Badge variant="light">{t('packing.boxActive')}</Badge>
                                ) : (
                                  <Button
                                    size="compact-xs"
                                    variant="default"
                                    onClick={() => {
                                      setActive(index);
                                      focusScan();
                                    }}
                                    aria-label={t('packing.boxFill', { number: index + 1 })}
                                  >
                                    {t('packing.boxFillShort')}
                                  </Button>
                                )}
                              </Group>
                            ) : null}
                            <NativeSelect
                              label={name}
                              description={t(
                                suggestion.basis === 'pieces'
                                  ? 'packing.boxHint'
                                  : suggestion.fits
                                    ? 'packing.boxHintSize'
                                    : 'packing.boxTooSmall',
                                { box: packingBoxLabel(suggestion.code, language) },
                              )}
                              aria-keyshortcuts={isActive ? 'ArrowUp ArrowDown' : undefined}
                              value={chosenFor(box)}
                              onChange={(event) => {
                                const value = event.currentTarget.value;
                                if (isPackingBoxCode(value))
                                  setBoxes((previous) =>
                                    previous.map((b, i) => (i === index ? { ...b, code: value } : b)),
                                  );
                              }}
                              data={PACKING_BOXES.map((b) => ({
                                value: b.code,
                                label: packingBoxLabel(b.code, language),
                              }))}
                              disabled={pack.isPending}
                            />
                          </Stack>
                        </Paper>
                      );
                    })}
                    <Group gap="xs">
                      <Button variant="default" onClick={addBox} disabled={!canAddBox} aria-keyshortcuts="+">
                        {t('packing.addBox')}
                      </Button>
                      {canRemoveBox ? (
                        <Button variant="subtle" color="gray" onClick={removeBox}>
                          {t('packing.removeBox')}
                        </Button>
                      ) : null}
                    </Group>
                    <Button
                      size="lg"
                      onClick={() => void submitPack()}
                      loading={pack.isPending}
                      disabled={!complete}
                    >
                      {boxes.length > 1 ? t('packing.packBoxes', { count: boxes.length }) : t('packing.pack')}
                    </Button>
                    <Text size="sm" c="dimmed">
                      {complete ? t('packing.readyHint') : t('packing.notReadyHint')}
                    </Text>
                  </Stack>
                </Section>
              ) : null}
              {waveId !== null ? (
                wave.isPending ? (
                  <LoadingState />
                ) : wave.isError ? (
                  <QueryErrorState query={wave} />
                ) : (
                  <WaveOrders wave={wave.data} currentId={orderId} onClose={() => setWaveId(null)} />
                )
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </div>
    </PageContainer>
  );
}

function OrderLines({
  order,
  scans,
  lastSku,
  scannedPieces,
  pieces,
  onLeave,
}: {
  order: ShippingOrder;
  scans: PackScans;
  lastSku: string | null;
  scannedPieces: number;
  pieces: number;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const packable = order.status === 'picking';
  return (
    <Section title={t('packing.orderTitle', { orderNo: order.orderNo })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>
            {order.recipient.name} · {order.teamName}
          </Text>
          <Group gap="xs">
            <Badge size="lg">{t(`orderStatus.${order.status}`)}</Badge>
            <Button variant="default" size="xs" onClick={onLeave}>
              {t('packing.leave')}
            </Button>
          </Group>
        </Group>
        {packable ? (
          <>
            <Group justify="space-between">
              <Text fw={700}>{t('packing.progress', { scanned: scannedPieces, count: pieces })}</Text>
            </Group>
            <Progress
              value={pieces === 0 ? 0 : (scannedPieces / pieces) * 100}
              size="lg"
              color={scannedPieces === pieces ? 'green' : 'blue'}
              aria-label={t('packing.progress', { scanned: scannedPieces, count: pieces })}
            />
          </>
        ) : null}
        <Table verticalSpacing="xs" aria-label={t('packing.linesTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.columns.sku')}</Table.Th>
              <Table.Th>{t('orders.columns.barcode')}</Table.Th>
              <Table.Th ta="right">{t('packing.scannedColumn')}</Table.Th>
              <Table.Th w={160}>{t('packing.lineProgress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line) => {
              const scanned = packable ? (scans[line.id] ?? 0) : line.quantity;
              const done = scanned === line.quantity;
              return (
                <Table.Tr
                  key={line.id}
                  bg={line.id === lastSku ? 'var(--mantine-color-blue-light)' : undefined}
                  data-complete={done ? 'true' : 'false'}
                >
                  <Table.Td fw={done ? 400 : 700}>{line.name}</Table.Td>
                  <Table.Td>
                    <code>{line.barcode}</code>
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {t('packing.lineCount', { scanned, count: line.quantity })}
                  </Table.Td>
                  <Table.Td>
                    <Progress
                      value={(scanned / line.quantity) * 100}
                      color={done ? 'green' : 'blue'}
                      aria-label={t('packing.lineProgressOf', { name: line.name })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Section>
  );
}

/** The order just packed: its waybills, what became of each label, and a reprint. */
function PackedResult({ packed, printing }: { packed: Packed; printing: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useLabelPrinter();
  const [outcomes, setOutcomes] = useState<LabelOutcome[]>(packed.labels);
  useEffect(() => setOutcomes(packed.labels), [packed.labels]);
  return (
    <Section title={t('packing.packedTitle', { orderNo: packed.order.orderNo })}>
      <Stack gap="sm">
        {packed.order.parcels.map((parcel, index) => {
          const outcome = outcomes[index];
          return (
            <Stack key={parcel.invoiceNo} gap={6}>
              <Group justify="space-between">
                <Text>
                  {packed.order.parcels.length > 1
                    ? `${t('packing.boxOf', { index: index + 1, count: packed.order.parcels.length })} · `
                    : ''}
                  {t('packing.waybill')} <code>{parcel.invoiceNo}</code>
                  {parcel.boxCode ? ` · ${packingBoxLabel(parcel.boxCode, language)}` : ''}
                  {parcel.items
                    ? ` · ${parcel.items
                        .map((item) =>
                          t('packing.boxItem', {
                            name:
                              packed.order.lines.find((line) => line.id === item.skuId)?.name ?? item.skuId,
                            count: item.quantity,
                          }),
                        )
                        .join(', ')}`
                    : ''}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  loading={labels.pending === parcel.invoiceNo}
                  disabled={printing}
                  onClick={() =>
                    void labels.print(packed.order.id, packed.order.orderNo, parcel).then((next) =>
                      setOutcomes((previous) => {
                        const copy = [...previous];
                        copy[index] = next;
                        return copy;
                      }),
                    )
                  }
                >
                  {t('labels.reprint')}
                </Button>
              </Group>
              {outcome === undefined ? (
                printing ? (
                  <Text size="sm" c="dimmed">
                    {t('labels.printing')}
                  </Text>
                ) : null
              ) : outcome.kind === 'printed' ? (
                <Alert color="green" variant="light" role="status">
                  {t('labels.printedOn', { printer: outcome.printerId })}
                </Alert>
              ) : (
                <Alert color={outcome.kind === 'failed' ? 'red' : 'yellow'} variant="light" role="status">
                  {outcome.message}
                </Alert>
              )}
            </Stack>
          );
        })}
        <Text size="sm" c="dimmed">
          {t('packing.nextHint')}
        </Text>
      </Stack>
    </Section>
  );
}

/** The wave's orders: which are still to pack, which are done; the next one is scanned. */
function WaveOrders({
  wave,
  currentId,
  onClose,
}: {
  wave: Wave;
  currentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toPack = wave.orders.filter((o) => o.status === 'picking').length;
  return (
    <Section title={t('packing.waveTitle', { waveNo: wave.waveNo })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>{t('packing.waveLeft', { count: wave.orders.length, left: toPack })}</Text>
          <Button variant="default" size="xs" onClick={onClose}>
            {t('packing.closeWave')}
          </Button>
        </Group>
        {wave.orders.length === 0 ? (
          <Text c="dimmed">{t('packing.waveEmpty')}</Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.columns.order')}</Table.Th>
                <Table.Th>{t('orders.columns.recipient')}</Table.Th>
                <Table.Th ta="right">{t('orders.columns.quantity')}</Table.Th>
                <Table.Th>{t('orders.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wave.orders.map((o) => (
                <Table.Tr key={o.id} fw={o.id === currentId ? 700 : undefined}>
                  <Table.Td>
                    <code>{o.orderNo}</code>
                  </Table.Td>
                  <Table.Td>{o.recipientName}</Table.Td>
                  <Table.Td ta="right">{o.quantity.toLocaleString()}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={o.status === 'picking' ? 'blue' : o.status === 'packed' ? 'green' : 'gray'}
                    >
                      {t(`orderStatus.${o.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Section>
  );
}
