import { isValidInvoiceNo } from '@baro/core';
import { z } from 'zod';
import {
  CarrierError,
  fetchFromCarrier,
  type WaybillIssuer,
  type WaybillRequest,
} from './carrier-network.ts';

// Hanjin Express's shipper API for waybills (운송장 출력, "print-wbls"): one POST per batch of up to
// 100 addresses to `{base}/v1/wbl/{client_id}/print-wbls` with the `x-api-key` header and
// `{client_id, address_list: [{csr_num, address, snd_zip, rcv_zip, msg_key}]}`; Hanjin refines
// each address and answers per item `{msg_key, result_code, result_message, wbl_num, zip_cod,
// s_tml_cod/s_tml_nam (pickup terminal), tml_cod/tml_nam (destination terminal), cen_cod/cen_nam
// (delivery branch), dom_rgn, hub_cod, dom_mid, grp_rnk, es_cod/es_nam (delivery worker), prt_add}`
// plus `total_cnt`/`error_cnt`. An address it cannot refine comes back with a result code other
// than `OK` and no number. Field names as used by sabangnet's integration (app/schemas/hanjin/
// hanjin_printWbls_dto.py); Hanjin's manual itself is given to contracted shippers only, so the
// success code is taken as `OK` and anything else, or a missing number, is a refusal.

export interface HanjinOptions {
  baseUrl: string;
  apiKey: string;
  clientId: string;
  /** 계약번호 (csr_num). */
  contractNo: string;
  timeoutMs: number;
}

const itemSchema = z.object({
  msg_key: z.string().nullable().optional(),
  result_code: z.string().nullable().optional(),
  result_message: z.string().nullable().optional(),
  wbl_num: z.string().nullable().optional(),
  tml_cod: z.string().nullable().optional(),
  tml_nam: z.string().nullable().optional(),
  cen_cod: z.string().nullable().optional(),
  cen_nam: z.string().nullable().optional(),
  dom_rgn: z.string().nullable().optional(),
  es_cod: z.string().nullable().optional(),
  grp_rnk: z.string().nullable().optional(),
});
const responseSchema = z.object({
  total_cnt: z.number().optional(),
  error_cnt: z.number().optional(),
  address_list: z.array(itemSchema),
});

export function createHanjinWaybillClient(options: HanjinOptions): WaybillIssuer {
  return {
    provider: 'hanjin',
    async issue(request: WaybillRequest) {
      const msgKey = request.reference.slice(0, 100);
      const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/wbl/${encodeURIComponent(options.clientId)}/print-wbls`;
      const response = await fetchFromCarrier(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-api-key': options.apiKey,
          },
          body: JSON.stringify({
            client_id: options.clientId,
            address_list: [
              {
                csr_num: options.contractNo,
                address: request.recipient.address,
                snd_zip: request.sender.zipCode,
                rcv_zip: request.recipient.zipCode,
                msg_key: msgKey,
              },
            ],
          }),
        },
        options.timeoutMs,
        'Hanjin print-wbls',
      );
      if (response.status !== 200) {
        const text = (await response.text().catch(() => '')).slice(0, 200);
        throw new CarrierError('unavailable', `Hanjin print-wbls answered HTTP ${response.status}: ${text}`);
      }
      const parsed = responseSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new CarrierError('unavailable', 'Hanjin print-wbls answered an unexpected body');
      const item =
        parsed.data.address_list.find((entry) => entry.msg_key === msgKey) ?? parsed.data.address_list[0];
      if (!item) throw new CarrierError('unavailable', 'Hanjin print-wbls answered no item');
      if (item.result_code !== 'OK' || !item.wbl_num) {
        throw new CarrierError('refused', `${item.result_code ?? '?'} ${item.result_message ?? ''}`.trim());
      }
      if (!isValidInvoiceNo('05', item.wbl_num)) {
        throw new CarrierError('unavailable', `Hanjin issued a number outside its format: ${item.wbl_num}`);
      }
      const sortingCode = [item.tml_cod, item.cen_cod].filter(Boolean).join('-') || item.dom_rgn || '-';
      return {
        invoiceNo: item.wbl_num,
        sorting: {
          code: sortingCode.slice(0, 12),
          ...(item.es_cod || item.grp_rnk
            ? { subCode: [item.grp_rnk, item.es_cod].filter(Boolean).join('-').slice(0, 16) }
            : {}),
          ...(item.tml_nam ? { terminal: item.tml_nam.slice(0, 30) } : {}),
          ...(item.cen_nam ? { branch: item.cen_nam.slice(0, 30) } : {}),
        },
      };
    },
  };
}
