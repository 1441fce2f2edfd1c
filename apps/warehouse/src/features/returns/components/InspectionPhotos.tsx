import { getErrorText, useLanguage } from '@baro/client';
import type { BoundFile } from '@baro/core';
import { NewTabLink } from '@baro/ui';
import { Button, CloseButton, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhotoLink } from '../api/get-photo-link.ts';

/** A photo chosen for an item, uploaded (its key) and shown from the device meanwhile. */
export interface PickedPhoto {
  readonly key: string;
  readonly name: string;
  /** An object URL of the chosen file (null where the browser has none). */
  readonly preview: string | null;
}

/** The image types a photo may be (the file calls' own list narrowed to pictures). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'] as const;
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * An item's photos at inspection: the thumbnails of what was chosen (each removable), and a
 * button to take or choose more (the phone's or tablet's camera where the browser offers it),
 * up to `max`. The parent uploads what is chosen.
 */
export function PhotoPicker({
  itemName,
  photos,
  max,
  uploading,
  onPick,
  onRemove,
}: {
  itemName: string;
  photos: readonly PickedPhoto[];
  max: number;
  uploading: boolean;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {photos.map((photo) => (
        <div key={photo.key} className="photo-thumb">
          {photo.preview ? (
            <Image src={photo.preview} alt={photo.name} w={56} h={56} fit="cover" radius="sm" />
          ) : (
            <Text size="xs" w={56} truncate="end">
              {photo.name}
            </Text>
          )}
          <CloseButton
            size="xs"
            className="photo-thumb__remove"
            aria-label={t('returns.photos.remove', { name: photo.name })}
            onClick={() => onRemove(photo.key)}
          />
        </div>
      ))}
      {photos.length < max ? (
        <FileButton onChange={onPick} accept={PHOTO_ACCEPT} multiple>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              loading={uploading}
              aria-label={t('returns.photos.addFor', { name: itemName })}
            >
              {t('returns.photos.add')}
            </Button>
          )}
        </FileButton>
      ) : null}
    </Group>
  );
}

/** The photos an inspection record keeps, as thumbnails that open the full picture. */
export function InspectionPhotos({ photos }: { photos: readonly BoundFile[] }) {
  if (photos.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {photos.map((photo) => (
        <PhotoThumb key={photo.key} photo={photo} />
      ))}
    </Group>
  );
}

function PhotoThumb({ photo }: { photo: BoundFile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = usePhotoLink(photo.key);
  if (link.isPending) return <Loader size="xs" aria-label={t('returns.photos.loading')} />;
  if (link.isError) {
    return (
      <Text size="xs" c="red.8" title={getErrorText(link.error, language)}>
        {t('returns.photos.failed')}
      </Text>
    );
  }
  return (
    // The kit's new-tab link: its screen-reader note follows the image's name ("사진 열기: …").
    <NewTabLink href={link.data.preSignedUrl}>
      <Image
        src={link.data.preSignedUrl}
        alt={t('returns.photos.open', { name: photo.fileName })}
        w={56}
        h={56}
        fit="cover"
        radius="sm"
      />
    </NewTabLink>
  );
}

/** Stack of thumbnails and their caption, for a table cell. */
export function PhotoCell({ photos }: { photos: readonly BoundFile[] }) {
  const { t } = useTranslation();
  return photos.length === 0 ? (
    <Text size="xs" c="dimmed">
      {t('returns.photos.none')}
    </Text>
  ) : (
    <Stack gap={2}>
      <InspectionPhotos photos={photos} />
    </Stack>
  );
}
