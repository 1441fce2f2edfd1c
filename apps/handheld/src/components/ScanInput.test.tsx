import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { ScanInput } from './ScanInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the scan field', () => {
  it('takes the scanner as a keyboard (a burst and Enter) and offers no camera where the browser has none', async () => {
    const onScan = vi.fn();
    const { user } = renderApp(<ScanInput label="상품 바코드" onScan={onScan} />);
    await user.type(await screen.findByRole('textbox', { name: '상품 바코드' }), ' 8801234567890 {Enter}');
    expect(onScan).toHaveBeenCalledWith('8801234567890');
    expect(screen.queryByRole('button', { name: '카메라로 스캔' })).toBeNull();
  });

  it('scans with the camera where BarcodeDetector is there, and lets the camera go afterwards', async () => {
    const stopTrack = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: {
        getUserMedia: vi.fn(async () => {
          const stream = new MediaStream();
          Object.defineProperty(stream, 'getTracks', { value: () => [{ stop: stopTrack }] });
          return stream;
        }),
      },
      configurable: true,
    });
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = async () => [{ rawValue: 'A-01-01-01-01' }];
      },
    );
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      value: async () => undefined,
      configurable: true,
    });
    const onScan = vi.fn();
    const { user } = renderApp(<ScanInput label="위치" onScan={onScan} />);
    await user.click(await screen.findByRole('button', { name: '카메라로 스캔' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('A-01-01-01-01'));
    expect(stopTrack).toHaveBeenCalled();
  });
});
