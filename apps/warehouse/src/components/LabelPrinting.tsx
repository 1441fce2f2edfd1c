import { startDownload, useErrorText, useLanguage } from '@baro/client';
import type { LabelDpi } from '@baro/core';
import { notify, notifyError, notifySuccess } from '@baro/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLabelLink, getOrderLabelsLink, type LabelParcel } from '../lib/get-label-link.ts';
import { agentPrinters, loadPrintAgentSettings, printWithAgent } from '../lib/print-agent.ts';

/** What became of a label: printed by the agent, downloaded as PDF instead (and why), or neither. */
export type LabelOutcome =
  | { kind: 'printed'; printerId: string }
  | { kind: 'downloaded'; reason: 'notSetUp' | 'noAgent' | 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Prints a parcel's label through the packing PC's print agent: the ZPL at the printer's DPI (the
 * agent says which), posted to the agent. When no agent is set up or running, or it refuses the
 * job (printer off, wrong token), the same label downloads as PDF for any printer, and the outcome
 * says why — as a toast and for the caller to show. `printAll` does every box of an order, falling
 * back to one PDF with a page per box.
 */
export function useLabelPrinter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);

  /** The label through the agent, or why not (the caller downloads the PDF then). */
  const viaAgent = useCallback(
    async (
      orderId: string,
      parcel: LabelParcel,
    ): Promise<
      LabelOutcome | { kind: 'notPrinted'; reason: 'notSetUp' | 'noAgent' | 'refused'; refusal: string }
    > => {
      const settings = loadPrintAgentSettings();
      if (!settings.token) return { kind: 'notPrinted', reason: 'notSetUp', refusal: '' };
      const printers = await agentPrinters(settings, language);
      if (printers.kind !== 'done')
        return printers.kind === 'refused'
          ? { kind: 'notPrinted', reason: 'refused', refusal: printers.error.message }
          : { kind: 'notPrinted', reason: 'noAgent', refusal: '' };
      const dpi: LabelDpi = printers.value.printers[0]?.dpi ?? 203;
      const link = await getLabelLink(orderId, parcel, 'zpl', dpi);
      const zpl = await (await fetch(link.preSignedUrl)).text();
      const printed = await printWithAgent(settings, zpl, language);
      if (printed.kind === 'done') {
        notifySuccess(t('labels.printed', { invoiceNo: parcel.invoiceNo }));
        return { kind: 'printed', printerId: printed.value.printerId };
      }
      return printed.kind === 'refused'
        ? { kind: 'notPrinted', reason: 'refused', refusal: printed.error.message }
        : { kind: 'notPrinted', reason: 'noAgent', refusal: '' };
    },
    [language, t],
  );

  const downloaded = useCallback(
    (reason: 'notSetUp' | 'noAgent' | 'refused', refusal: string): LabelOutcome => {
      const message =
        reason === 'refused'
          ? t('labels.downloadedRefused', { reason: refusal })
          : reason === 'noAgent'
            ? t('labels.downloadedNoAgent')
            : t('labels.downloadedNotSetUp');
      notify(message);
      return { kind: 'downloaded', reason, message };
    },
    [t],
  );

  const print = useCallback(
    async (orderId: string, orderNo: string, parcel: LabelParcel): Promise<LabelOutcome> => {
      setPending(parcel.invoiceNo);
      try {
        const outcome = await viaAgent(orderId, parcel);
        if (outcome.kind !== 'notPrinted') return outcome;
        const pdf = await getLabelLink(orderId, parcel, 'pdf');
        startDownload(pdf.preSignedUrl, { fileName: `${orderNo}-${parcel.invoiceNo}.pdf` });
        return downloaded(outcome.reason, outcome.refusal);
      } catch (error) {
        const message = errorText(error);
        notifyError(message);
        return { kind: 'failed', message };
      } finally {
        setPending(null);
      }
    },
    [downloaded, errorText, viaAgent],
  );

  /**
   * Every box's label of a packed order, one after the other through the agent. When the agent
   * cannot print one (not set up, not running, refusing), that box's and all the remaining boxes'
   * labels download as one PDF with a page each — the whole order's when it is the first box —
   * and those outcomes say why. The outcomes are in the parcels' order.
   */
  const printAll = useCallback(
    async (orderId: string, orderNo: string, parcels: readonly LabelParcel[]): Promise<LabelOutcome[]> => {
      if (parcels.length === 1 && parcels[0]) return [await print(orderId, orderNo, parcels[0])];
      const outcomes: LabelOutcome[] = [];
      try {
        for (const parcel of parcels) {
          setPending(parcel.invoiceNo);
          const outcome = await viaAgent(orderId, parcel);
          if (outcome.kind !== 'notPrinted') {
            outcomes.push(outcome);
            continue;
          }
          if (outcomes.length === 0) {
            const pdf = await getOrderLabelsLink(orderId);
            startDownload(pdf.preSignedUrl, { fileName: `${orderNo}-labels.pdf` });
          } else {
            for (const rest of parcels.slice(outcomes.length)) {
              const pdf = await getLabelLink(orderId, rest, 'pdf');
              startDownload(pdf.preSignedUrl, { fileName: `${orderNo}-${rest.invoiceNo}.pdf` });
            }
          }
          const message = downloaded(outcome.reason, outcome.refusal);
          while (outcomes.length < parcels.length) outcomes.push(message);
          break;
        }
      } catch (error) {
        const message = errorText(error);
        notifyError(message);
        while (outcomes.length < parcels.length) outcomes.push({ kind: 'failed', message });
      } finally {
        setPending(null);
      }
      return outcomes;
    },
    [downloaded, errorText, print, viaAgent],
  );

  return { print, printAll, pending };
}
