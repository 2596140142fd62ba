/**
 * Image upload fields with a preview and a progress bar (ImageUploader here, GalleryUploader beside it), shared by the admin and provider catalogue screens.
 *
 *   <ImageUploader label="Service image" value={service.image}
 *     onUpload={(file, onProgress) => upload({ serviceId, file }, { onProgress })} />
 *   <GalleryUploader label="Gallery" images={service.gallery}
 *     onUpload={(files, onProgress) => uploadGallery({ serviceId, files }, { onProgress })}
 *     onRemove={(url) => removeImage({ variables: { serviceId, url } })} />
 *
 * `onUpload` does the request (see useUploadMutation in apollo/upload.ts) and reports progress in percent;
 * when it rejects, the field shows the error's message under itself (callers add their own toasts).
 * `beforeUpload` can refuse an upload before anything is sent (a package without a name).
 * Files are checked here for type and size before anything is sent; the server checks them again by bytes.
 */
import '@mantine/dropzone/styles.css';
import { Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import {
  DEFAULT_MAX_MB,
  DropzoneContent,
  IMAGE_TYPES,
  rejectionMessage,
  UploadProgress,
  useInputReset,
  usePreviews,
  type ProgressListener,
} from './upload-parts';

export interface ImageUploaderProps {
  /** Field label; also the accessible name of the file input. */
  label: string;
  description?: ReactNode;
  /** The current image URL, shown as the preview. */
  value?: string | null;
  /** Sends the file; call onProgress with 0-100. Resolve when stored; reject to show the error. */
  onUpload: (file: File, onProgress: ProgressListener) => Promise<unknown>;
  /** Checked before anything is sent: a message refuses the upload (shown under the field). */
  beforeUpload?: () => string | null;
  disabled?: boolean;
  /** Largest file accepted, in MB (the server's UPLOAD_MAX_MB, 10 by default). */
  maxSizeMb?: number;
  /** A small preview and a one-line drop area, for package rows. */
  compact?: boolean;
}

/** One image (a service's main image, a package image): preview, drop area or picker, progress, errors. */
export function ImageUploader({
  label,
  description,
  value,
  onUpload,
  beforeUpload,
  disabled = false,
  maxSizeMb = DEFAULT_MAX_MB,
  compact = false,
}: ImageUploaderProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = usePreviews();
  const [root, resetInput] = useInputReset();
  const uploading = progress !== null;
  const preview = uploading ? (previews[0] ?? value) : value;

  const send = async (file: File) => {
    resetInput();
    const refusal = beforeUpload?.() ?? null;
    setError(refusal);
    if (refusal) return;
    setPreviews([file]);
    setProgress(0);
    try {
      await onUpload(file, setProgress);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
      setPreviews([]);
    }
  };

  const size = compact ? 64 : 200;
  return (
    <Input.Wrapper label={label} description={description} error={error} w="100%">
      <Group align="flex-start" gap="sm" wrap={compact ? 'nowrap' : 'wrap'} mt={4}>
        {preview ? (
          <Image src={preview} alt={`${label} preview`} w={size} h={compact ? size : 140} radius="md" fit="cover" />
        ) : (
          !compact && (
            <Box w={size} h={140} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}>
              <Text fz="sm" c="dimmed">
                No image yet
              </Text>
            </Box>
          )
        )}
        <Stack gap="xs" style={{ flex: 1, minWidth: compact ? 0 : 220 }}>
          <Dropzone
            ref={root}
            onDrop={(files) => void (files[0] && send(files[0]))}
            onReject={(rejections) => {
              resetInput();
              setError(rejectionMessage(rejections, maxSizeMb));
            }}
            accept={IMAGE_TYPES}
            maxSize={maxSizeMb * 1024 * 1024}
            multiple={false}
            disabled={disabled || uploading}
            loading={uploading && compact}
            p={compact ? 'xs' : 'md'}
            inputProps={{ 'aria-label': label }}
          >
            <DropzoneContent
              compact={compact}
              title={preview ? 'Replace image' : compact ? 'Add image' : 'Drop an image here or click to choose'}
              hint={`JPEG, PNG, WebP, AVIF, HEIC or GIF, up to ${maxSizeMb} MB`}
            />
          </Dropzone>
          {uploading && <UploadProgress progress={progress} label={`${label} upload progress`} />}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
