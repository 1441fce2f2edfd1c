import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { UploadField, type UploadFieldProps } from './UploadField.tsx';
import { createUploadFileItem, type UploadFileItem, updateUploadFileItem } from './upload-items.ts';

const MB = 1024 * 1024;

/**
 * UploadField with its rows kept in state and a pretend uploader: progress goes up 25 % every
 * 100 ms, and a file whose name contains "fail" stops at 50 % with an error. In an app the rows are
 * driven by @baro/client's createFileUploader instead.
 */
function DemoUploadField(args: UploadFieldProps) {
  const [files, setFiles] = useState<UploadFileItem[]>([...args.files]);
  const timers = useRef(new Map<string, ReturnType<typeof setInterval>>());

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearInterval(timer);
    };
  }, []);

  const stop = (id: string) => {
    clearInterval(timers.current.get(id));
    timers.current.delete(id);
  };
  const start = (item: UploadFileItem) => {
    let progress = 0;
    setFiles((rows) =>
      updateUploadFileItem(rows, item.id, { status: 'uploading', progress, error: undefined }),
    );
    const timer = setInterval(() => {
      progress += 25;
      if (item.file.name.includes('fail') && progress >= 50) {
        stop(item.id);
        setFiles((rows) =>
          updateUploadFileItem(rows, item.id, {
            status: 'failed',
            progress,
            error: '네트워크 오류로 올리지 못했습니다.',
          }),
        );
      } else if (progress >= 100) {
        stop(item.id);
        setFiles((rows) =>
          updateUploadFileItem(rows, item.id, { status: 'done', progress: 100, key: `uploads/${item.id}` }),
        );
      } else {
        setFiles((rows) => updateUploadFileItem(rows, item.id, { progress }));
      }
    }, 100);
    timers.current.set(item.id, timer);
  };

  return (
    <UploadField
      {...args}
      files={files}
      onAdd={(added) => {
        args.onAdd(added);
        const items = added.map(createUploadFileItem);
        setFiles((rows) => [...rows, ...items]);
        for (const item of items) start(item);
      }}
      onCancel={(id) => {
        args.onCancel?.(id);
        stop(id);
        setFiles((rows) => updateUploadFileItem(rows, id, { status: 'canceled' }));
      }}
      onRemove={(id) => {
        args.onRemove?.(id);
        setFiles((rows) => rows.filter((row) => row.id !== id));
      }}
      onRetry={(id) => {
        args.onRetry?.(id);
        const item = files.find((row) => row.id === id);
        if (item) start(item);
      }}
    />
  );
}

const meta = {
  title: 'Form/UploadField',
  component: UploadField,
  args: {
    label: '첨부 서류',
    description: '인보이스와 패킹리스트를 올려 주세요.',
    files: [],
    maxBytes: MB,
    onAdd: fn(),
    onReject: fn(),
    onCancel: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => <DemoUploadField {...args} />,
} satisfies Meta<typeof UploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

const bytes = (size: number) => new Uint8Array(size);

/**
 * Drop a file or click the zone. A file over the limit is refused with a message and never added;
 * a valid file is listed with its progress, and can be removed once uploaded.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const zone = canvas.getByRole('button', { name: /첨부 서류/ });
    await expect(zone).toHaveAccessibleDescription(/PDF, JPG, .*XLSX.*파일당 최대 1 MB/);

    // Too large: refused before any upload, with a message naming the file.
    const big = new File([bytes(2 * MB)], 'big-scan.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [big], types: ['Files'] } });
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'big-scan.pdf: 파일이 너무 큽니다. 최대 1 MB까지 올릴 수 있습니다.',
    );
    await expect(args.onReject).toHaveBeenCalledWith([{ file: big, code: 'FILE_TOO_LARGE' }]);
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: '선택한 파일' })).toBeNull();

    // Valid: listed with a progress bar while it uploads.
    const invoice = new File(['%PDF-1.7 invoice'], 'invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText(/첨부 서류/, { selector: 'input' }), invoice);
    await expect(args.onAdd).toHaveBeenCalledWith([invoice]);
    await expect(canvas.queryByRole('alert')).toBeNull();
    const list = canvas.getByRole('list', { name: '선택한 파일' });
    await expect(list).toHaveTextContent('invoice.pdf');
    const progress = await canvas.findByRole('progressbar', { name: 'invoice.pdf 업로드 진행률' });
    await expect(progress).toHaveAttribute('aria-valuenow');

    // Uploaded: the bar goes, remove takes the row away.
    await waitFor(() => expect(list).toHaveTextContent('완료'), { timeout: 3000 });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'invoice.pdf 삭제' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('invoice.pdf')).toBeNull();
  },
};

/** The zone is a button in the Tab order: Enter or Space opens the file picker. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(/첨부 서류/, { selector: 'input' }) as HTMLInputElement;
    const opened = fn();
    input.addEventListener('click', opened);
    await userEvent.tab();
    const zone = canvas.getByRole('button', { name: /첨부 서류/ });
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(opened).toHaveBeenCalledTimes(2);
    await expect(input).toHaveAttribute('tabindex', '-1');
  },
};

/** A file of a type that is not allowed is refused by name; the valid ones dropped with it are added. */
export const TypeRefused: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('button', { name: /첨부 서류/ });
    const setup = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: { files: [setup, photo], types: ['Files'] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'setup.exe: 올릴 수 없는 파일 형식입니다.',
    );
    await expect(args.onAdd).toHaveBeenCalledWith([photo]);
    await expect(canvas.getByRole('list', { name: '선택한 파일' })).toHaveTextContent('photo.png');
  },
};

/** A failed upload shows why, and can be retried; an upload in progress can be cancelled. */
export const RetryAndCancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(/첨부 서류/, { selector: 'input' });
    await userEvent.upload(input, new File(['x'], 'will-fail.pdf', { type: 'application/pdf' }));
    await expect(
      await canvas.findByText('네트워크 오류로 올리지 못했습니다.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'will-fail.pdf 다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole('progressbar', { name: 'will-fail.pdf 업로드 진행률' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'will-fail.pdf 업로드 취소' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('list', { name: '선택한 파일' })).toHaveTextContent('취소됨');
  },
};

const rows: UploadFileItem[] = [
  { id: 'a', file: new File([bytes(420_000)], '인보이스.pdf'), status: 'uploading', progress: 40 },
  { id: 'b', file: new File([bytes(18_000)], 'packing-list.xlsx'), status: 'done', progress: 100, key: 'k' },
  {
    id: 'c',
    file: new File([bytes(3_000)], '원산지증명서.png'),
    status: 'failed',
    progress: 50,
    error: '네트워크 오류로 올리지 못했습니다.',
  },
  { id: 'd', file: new File([bytes(900)], 'memo.txt'), status: 'canceled', progress: 10 },
];

/** Every row state at once. */
export const States: Story = {
  args: { files: rows },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '인보이스.pdf 업로드 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('button', { name: '인보이스.pdf 업로드 취소' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'packing-list.xlsx 삭제' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '원산지증명서.png 다시 시도' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'memo.txt 다시 시도' })).toBeEnabled();
  },
};

/** Nothing can be added, cancelled or removed. */
export const Disabled: Story = {
  args: { files: rows, disabled: true },
  play: async ({ args, canvas }) => {
    const zone = canvas.getByRole('button', { name: /첨부 서류/ });
    await expect(zone).toBeDisabled();
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'] },
    });
    await expect(args.onAdd).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'packing-list.xlsx 삭제' })).toBeDisabled();
  },
};

/** A field for photos only: the description lists the image types alone. */
export const ImagesOnly: Story = {
  args: { label: '화물 사진', description: undefined, accept: ['image/*'], maxBytes: 10 * MB },
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('button', { name: /화물 사진/ });
    await expect(zone).toHaveAccessibleDescription(
      'JPG, JPEG, PNG, GIF, WEBP, HEIC, HEIF 파일, 파일당 최대 10 MB',
    );
    await expect(canvas.getByLabelText(/화물 사진/, { selector: 'input' })).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.gif,.webp,.heic,.heif',
    );
  },
};

export const English: Story = {
  args: { label: 'Documents', description: undefined, language: 'en', files: rows.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Documents/ })).toHaveAccessibleDescription(
      /PDF, JPG.*; up to 1 MB each/,
    );
    await expect(
      canvas.getByRole('progressbar', { name: 'Upload progress of 인보이스.pdf' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove packing-list.xlsx' })).toBeEnabled();
  },
};
