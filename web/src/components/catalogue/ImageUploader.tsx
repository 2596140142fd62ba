/**
 * Image upload fields with a preview and a progress bar, shared by the admin and provider catalogue screens.
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
import { ActionIcon, Box, Group, Image, Input, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';

/** The image types the server accepts (judged again by the file's bytes there). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/gif'];
export const DEFAULT_MAX_MB = 10;

export type ProgressListener = (percent: number) => void;

function rejectionMessage(rejections: FileRejection[], maxSizeMb: number, maxFiles?: number): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('too-many-files')) return `At most ${maxFiles ?? 1} images at a time.`;
  if (codes.has('file-too-large')) return `The file is larger than ${maxSizeMb} MB.`;
  if (codes.has('file-invalid-type')) return 'The file must be a JPEG, PNG, WebP, AVIF, HEIC or GIF image.';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be uploaded.';
}

/** Local previews of files being sent, released when replaced or unmounted. */
function usePreviews() {
  const [previews, setPreviews] = useState<string[]>([]);
  const current = useRef<string[]>([]);
  const replace = (files: File[]) => {
    current.current.forEach((url) => URL.revokeObjectURL(url));
    current.current = files.map((file) => URL.createObjectURL(file));
    setPreviews(current.current);
  };
  useEffect(() => () => current.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return [previews, replace] as const;
}

/** Clears the file input after each pick, so choosing the same file again (after an error) is seen. */
function useInputReset() {
  const root = useRef<HTMLDivElement>(null);
  const reset = () => {
    const input = root.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (input) input.value = '';
  };
  return [root, reset] as const;
}

function UploadProgress({ progress, label }: { progress: number; label: string }) {
  return (
    <Stack gap={4}>
      <Progress value={progress} size="sm" animated={progress < 100} aria-label={label} />
      <Text fz="xs" c="dimmed" aria-live="polite">
        {progress < 100 ? `Uploading… ${progress}%` : 'Processing…'}
      </Text>
    </Stack>
  );
}

function DropzoneContent({ title, hint, compact }: { title: string; hint: string; compact: boolean }) {
  return (
    <Group justify="center" gap="sm" wrap="nowrap" mih={compact ? 44 : 88} style={{ pointerEvents: 'none' }}>
      <Dropzone.Accept>
        <IconPhotoUp size={compact ? 22 : 34} stroke={1.5} color="var(--mantine-color-brand-7)" />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={compact ? 22 : 34} stroke={1.5} color="var(--mantine-color-red-6)" />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IconPhoto size={compact ? 22 : 34} stroke={1.5} color="var(--mantine-color-dimmed)" />
      </Dropzone.Idle>
      <div>
        <Text fz={compact ? 'sm' : 'md'} fw={600}>
          {title}
        </Text>
        {!compact && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
    </Group>
  );
}

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
            <Box
              w={size}
              h={140}
              bg="gray.1"
              style={{ borderRadius: 'var(--mantine-radius-md)', display: 'grid', placeItems: 'center' }}
            >
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

export interface GalleryUploaderProps {
  label: string;
  description?: ReactNode;
  /** The gallery's image URLs, in order. */
  images: string[];
  /** Sends the chosen files in one request; call onProgress with 0-100. */
  onUpload: (files: File[], onProgress: ProgressListener) => Promise<unknown>;
  /** Removes one image; without it the thumbnails have no remove button. */
  onRemove?: (url: string) => Promise<unknown>;
  disabled?: boolean;
  maxSizeMb?: number;
  /** Most files per upload (the server takes 10). */
  maxFiles?: number;
}

/** Several images (a service gallery): thumbnails with remove buttons, a multi-file drop area, progress. */
export function GalleryUploader({
  label,
  description,
  images,
  onUpload,
  onRemove,
  disabled = false,
  maxSizeMb = DEFAULT_MAX_MB,
  maxFiles = 10,
}: GalleryUploaderProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previews, setPreviews] = usePreviews();
  const [root, resetInput] = useInputReset();
  const uploading = progress !== null;

  const send = async (files: File[]) => {
    resetInput();
    if (files.length === 0) return;
    setError(null);
    setPreviews(files);
    setProgress(0);
    try {
      await onUpload(files, setProgress);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
      setPreviews([]);
    }
  };

  const remove = async (url: string) => {
    if (!onRemove) return;
    setError(null);
    setRemoving(url);
    try {
      await onRemove(url);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} w="100%">
      <Stack gap="sm" mt={4}>
        {images.length + previews.length > 0 ? (
          <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="xs">
            {images.map((url, index) => (
              <Box key={url} pos="relative">
                <Image src={url} alt={`${label} image ${index + 1}`} h={88} radius="md" fit="cover" />
                {onRemove && (
                  <Tooltip label="Remove image">
                    <ActionIcon
                      pos="absolute"
                      top={4}
                      right={4}
                      size="sm"
                      color="red"
                      variant="white"
                      aria-label={`Remove ${label.toLowerCase()} image ${index + 1}`}
                      loading={removing === url}
                      disabled={disabled || uploading || (removing !== null && removing !== url)}
                      onClick={() => void remove(url)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Box>
            ))}
            {previews.map((url, index) => (
              <Image key={url} src={url} alt={`Uploading image ${index + 1}`} h={88} radius="md" fit="cover" opacity={0.5} />
            ))}
          </SimpleGrid>
        ) : (
          <Text fz="sm" c="dimmed">
            No gallery images yet.
          </Text>
        )}
        <Dropzone
          ref={root}
          onDrop={(files) => void send(files)}
          onReject={(rejections) => {
            resetInput();
            setError(rejectionMessage(rejections, maxSizeMb, maxFiles));
          }}
          accept={IMAGE_TYPES}
          maxSize={maxSizeMb * 1024 * 1024}
          maxFiles={maxFiles}
          multiple
          disabled={disabled || uploading}
          inputProps={{ 'aria-label': label }}
        >
          <DropzoneContent
            compact={false}
            title="Drop images here or click to choose"
            hint={`Up to ${maxFiles} images at a time, each up to ${maxSizeMb} MB`}
          />
        </Dropzone>
        {uploading && <UploadProgress progress={progress} label={`${label} upload progress`} />}
      </Stack>
    </Input.Wrapper>
  );
}
