import { startDownload, useErrorText, useLanguage } from '@baro/client';
import type { LabelDpi } from '@baro/core';
import { notify, notifyError, notifySuccess } from '@baro/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLabelLink, type LabelParcel } from '../lib/get-label-link.ts';
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
 * says why — as a toast and for the caller to show.
 */
export function useLabelPrinter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(null);

  const print = useCallback(
    async (orderId: string, orderNo: string, parcel: LabelParcel): Promise<LabelOutcome> => {
      setPending(parcel.invoiceNo);
      try {
        const settings = loadPrintAgentSettings();
        let reason: 'notSetUp' | 'noAgent' | 'refused' = 'notSetUp';
        let refusal = '';
        if (settings.token) {
          const printers = await agentPrinters(settings, language);
          if (printers.kind === 'done') {
            const dpi: LabelDpi = printers.value.printers[0]?.dpi ?? 203;
            const link = await getLabelLink(orderId, parcel, 'zpl', dpi);
            const zpl = await (await fetch(link.preSignedUrl)).text();
            const printed = await printWithAgent(settings, zpl, language);
            if (printed.kind === 'done') {
              notifySuccess(t('labels.printed', { invoiceNo: parcel.invoiceNo }));
              return { kind: 'printed', printerId: printed.value.printerId };
            }
            reason = printed.kind === 'refused' ? 'refused' : 'noAgent';
            refusal = printed.kind === 'refused' ? printed.error.message : '';
          } else {
            reason = printers.kind === 'refused' ? 'refused' : 'noAgent';
            refusal = printers.kind === 'refused' ? printers.error.message : '';
          }
        }
        const pdf = await getLabelLink(orderId, parcel, 'pdf');
        startDownload(pdf.preSignedUrl, { fileName: `${orderNo}-${parcel.invoiceNo}.pdf` });
        const message =
          reason === 'refused'
            ? t('labels.downloadedRefused', { reason: refusal })
            : reason === 'noAgent'
              ? t('labels.downloadedNoAgent')
              : t('labels.downloadedNotSetUp');
        notify(message);
        return { kind: 'downloaded', reason, message };
      } catch (error) {
        const message = errorText(error);
        notifyError(message);
        return { kind: 'failed', message };
      } finally {
        setPending(null);
      }
    },
    [errorText, language, t],
  );

  return { print, pending };
}
