import { ApiError, type FileUploader } from '@baro/client';
import type { RateImportMode, RateImportResult } from '@baro/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { RateImportPanel } from './RateImportPanel.tsx';

afterEach(cleanup);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sheet = () => new File(['xlsx bytes'], 'rates.xlsx', { type: XLSX });

function renderPanel(importSheet: (key: string, mode: RateImportMode) => Promise<RateImportResult>) {
  const upload = vi.fn<FileUploader['upload']>(async (files, options) => {
    options?.onProgress?.(0, 10, 10);
    return {
      files: files.map((file, index) => ({
        index,
        key: 'uploads/partner/rates-0001',
        fileName: file.name,
        mimeType: XLSX,
        size: file.size,
      })),
      bound: [],
    };
  });
  const importSpy = vi.fn(importSheet);
  const view = renderApp(<RateImportPanel uploader={{ upload }} importSheet={importSpy} />);
  const input = view.container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...view, upload, importSpy, input };
}

describe('rate import', () => {
  it('uploads the sheet, imports it by key, and shows every bad row as a table of row, field and reason', async () => {
    const refusal = new ApiError(
      400,
      {
        code: 'RATE_IMPORT_INVALID',
        message: '운임표에 잘못된 행이 있습니다',
        fields: {
          'rows.9.currency': '통화 코드(ISO 4217, 예: USD, CNY, KRW)를 입력해 주세요',
          'rows.4.pol': '등록되지 않은 항구·공항 코드입니다',
          'rows.4.weightBreaks.1.minKg': '중량 구간은 작은 값부터 중복 없이 입력해 주세요',
          'rows.11.localCharges.1.code':
            '요금 항목 코드(예: THC, DOC, BAF, CFS, OTHER)를 목록에서 골라 주세요',
        },
      },
      { method: 'POST', url: '/api/partner/rates/import' },
    );
    const { user, input, upload, importSpy } = renderPanel(async () => {
      throw refusal;
    });
    await user.upload(input, sheet());
    await user.click(screen.getByRole('radio', { name: '기존 운임 전체를 이 파일로 교체' }));
    await user.click(screen.getByRole('button', { name: '가져오기' }));

    const table = await screen.findByRole('table', { name: '행별 오류' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ accept: ['xlsx'] });
    expect(importSpy).toHaveBeenCalledWith('uploads/partner/rates-0001', 'replace');

    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['4행', '출발지', '등록되지 않은 항구·공항 코드입니다'],
      ['4행', '중량구간 (1.minKg)', '중량 구간은 작은 값부터 중복 없이 입력해 주세요'],
      ['9행', '통화', '통화 코드(ISO 4217, 예: USD, CNY, KRW)를 입력해 주세요'],
      // A local charge without a catalogue code, named as the form names its fields (issue 18).
      [
        '11행',
        '부대비용 (2번째 부대비용 요금 항목)',
        '요금 항목 코드(예: THC, DOC, BAF, CFS, OTHER)를 목록에서 골라 주세요',
      ],
    ]);
    expect(screen.getByText(/아래 4개 문제를 엑셀에서 고친 뒤 다시 올려 주세요/)).toBeTruthy();

    // Trying again does not upload the same file twice: its key is kept.
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    await waitFor(() => expect(importSpy).toHaveBeenCalledTimes(2));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('lists problems with the file itself above the table', async () => {
    const { user, input } = renderPanel(async () => {
      throw new ApiError(
        400,
        {
          code: 'RATE_IMPORT_INVALID',
          message: 'x',
          fields: { key: '운임표 머리글 행을 찾을 수 없습니다. 양식을 내려받아 사용해 주세요' },
        },
        { method: 'POST', url: '/api/partner/rates/import' },
      );
    });
    await user.upload(input, sheet());
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    expect(
      await screen.findByText('운임표 머리글 행을 찾을 수 없습니다. 양식을 내려받아 사용해 주세요'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: '행별 오류' })).toBeNull();
  });

  it('shows a failed upload in the server’s words and marks the file failed, to be tried again', async () => {
    const { user, input, upload, importSpy } = renderPanel(async () => ({
      mode: 'append',
      created: 1,
      deleted: 0,
    }));
    upload.mockRejectedValueOnce(
      new ApiError(
        503,
        { code: 'SERVICE_UNAVAILABLE', message: '잠시 후 다시 시도해 주세요' },
        { method: 'POST', url: '/api/file/upload' },
      ),
    );
    await user.upload(input, sheet());
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    expect(await screen.findByRole('button', { name: 'rates.xlsx 다시 시도' })).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(importSpy).not.toHaveBeenCalled();
  });

  it('asks for a file first, and clears the form after a successful import', async () => {
    const { user, input, importSpy } = renderPanel(async () => ({ mode: 'append', created: 12, deleted: 0 }));
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    expect(screen.getByText('가져올 파일을 선택해 주세요.')).toBeTruthy();
    expect(importSpy).not.toHaveBeenCalled();

    await user.upload(input, sheet());
    await user.click(screen.getByRole('button', { name: '가져오기' }));
    await waitFor(() => expect(importSpy).toHaveBeenCalledWith('uploads/partner/rates-0001', 'append'));
    expect(await screen.findByText('운임 12건을 가져왔습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('rates.xlsx')).toBeNull());
  });
});
