import { ScanField, type ScanFieldProps } from '@baro/ui';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The handheld's scan field: the device's scanner types into the kit's ScanField (a burst and
// Enter); where the browser has BarcodeDetector and a camera, a button scans with the camera
// instead (issue 15's fallback for devices without a scanner, or a damaged label).

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new () => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | null {
  if (typeof window === 'undefined') return null;
  const found = (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return found && typeof navigator.mediaDevices?.getUserMedia === 'function' ? found : null;
}

/** True where the camera can scan (BarcodeDetector and getUserMedia). */
export const canScanWithCamera = (): boolean => detectorClass() !== null;

const DETECT_EVERY_MS = 200;

function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play?.();
        const detector = new Detector();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector
            .detect(video.current)
            .then((codes) => {
              const code = codes.find((c) => c.rawValue.trim() !== '')?.rawValue.trim();
              if (code && !stopped) {
                stop();
                onCode(code);
              }
            })
            .catch(() => undefined);
        }, DETECT_EVERY_MS);
      } catch {
        setFailed(true);
      }
    })();
    return stop;
  }, [onCode]);

  return (
    <Stack gap="sm">
      {failed ? (
        <Alert color="red" role="alert">
          {t('scan.cameraFailed')}
        </Alert>
      ) : (
        <video ref={video} className="camera-video" muted playsInline aria-label={t('scan.camera')} />
      )}
      <Button variant="default" size="lg" fullWidth onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </Stack>
  );
}

/** ScanField with the camera fallback where the browser can; `onScan` gets either kind of scan. */
export function ScanInput(props: ScanFieldProps) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const [available] = useState(canScanWithCamera);
  return (
    <Stack gap={6}>
      <ScanField size="xl" {...props} />
      {available ? (
        <Button variant="light" size="md" onClick={() => setCamera(true)} disabled={props.disabled}>
          {t('scan.camera')}
        </Button>
      ) : null}
      <Modal opened={camera} onClose={() => setCamera(false)} title={t('scan.camera')} fullScreen>
        {camera ? (
          <CameraScanner
            onClose={() => setCamera(false)}
            onCode={(code) => {
              setCamera(false);
              props.onScan(code);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
