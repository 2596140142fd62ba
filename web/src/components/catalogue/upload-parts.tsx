// The pieces both image upload fields are made of: accepted types, checks, previews and progress.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** The image types the server accepts (judged again by the file's bytes there). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/gif'];
export const DEFAULT_MAX_MB = 10;

export type ProgressListener = (percent: number) => void;

export function rejectionMessage(rejections: FileRejection[], maxSizeMb: number, maxFiles?: number): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('too-many-files')) return `At most ${maxFiles ?? 1} images at a time.`;
  if (codes.has('file-too-large')) return `The file is larger than ${maxSizeMb} MB.`;
  if (codes.has('file-invalid-type')) return 'The file must be a JPEG, PNG, WebP, AVIF, HEIC or GIF image.';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be uploaded.';
}

/** Local previews of files being sent, released when replaced or unmounted. */
export function usePreviews() {
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
export function useInputReset() {
  const root = useRef<HTMLDivElement>(null);
  const reset = () => {
    const input = root.current?.querySelector<HTMLInputElement>('input[type="file"]');
    if (input) input.value = '';
  };
  return [root, reset] as const;
}

export function UploadProgress({ progress, label }: { progress: number; label: string }) {
  return (
    <Stack gap={4}>
      <Progress value={progress} size="sm" animated={progress < 100} aria-label={label} />
      <Text fz="xs" c="dimmed" aria-live="polite">
        {progress < 100 ? `Uploading… ${progress}%` : 'Processing…'}
      </Text>
    </Stack>
  );
}

export function DropzoneContent({ title, hint, compact }: { title: string; hint: string; compact: boolean }) {
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
