import '@mantine/dropzone/styles.css';
import { ActionIcon, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';

/** The server's upload limit (UPLOAD_MAX_MB, 10 by default); it checks every file again by its bytes. */
export const MAX_UPLOAD_MB = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif', 'image/gif'];
export const PROOF_TYPES = [...IMAGE_TYPES, 'application/pdf'];

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function rejectionText(rejections: FileRejection[], kinds: string): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('file-too-large')) return `The file is larger than ${MAX_UPLOAD_MB} MB.`;
  if (codes.has('file-invalid-type')) return `Choose ${kinds}.`;
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be used.';
}

interface FileDropFieldProps {
  label: string;
  description?: string;
  /** 'an image or a PDF' */
  kinds: string;
  accept: string[];
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  /** Percent sent while the form is being submitted, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** One file chosen for a form (dropped or picked), with its name and size, and the upload's progress. */
export function FileDropField({
  label,
  description,
  kinds,
  accept,
  value,
  onChange,
  error,
  onError,
  progress,
  disabled,
}: FileDropFieldProps) {
  const FileIcon = value?.type === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Paper withBorder p="xs" radius="md">
            <Group gap="sm" wrap="nowrap">
              <FileIcon size={24} color="var(--mantine-color-brand-8)" style={{ flexShrink: 0 }} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate>
                  {value.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {sizeText(value.size)}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onChange(null)}
                disabled={disabled || progress !== null}
                aria-label={`Remove ${value.name}`}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ) : (
          <Dropzone
            onDrop={(files) => {
              onError(null);
              onChange(files[0] ?? null);
            }}
            onReject={(rejections) => onError(rejectionText(rejections, kinds))}
            accept={accept}
            maxSize={MAX_UPLOAD_MB * 1024 * 1024}
            multiple={false}
            disabled={disabled}
            p="md"
            inputProps={{ 'aria-label': label }}
          >
            <Group justify="center" gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
              <IconUpload size={26} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <div>
                <Text fz="sm" fw={600}>
                  Drop a file here or tap to choose
                </Text>
                <Text fz="xs" c="dimmed">
                  {kinds[0].toUpperCase() + kinds.slice(1)}, up to {MAX_UPLOAD_MB} MB
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {progress !== null && (
          <Stack gap={2}>
            <Progress value={progress} size="sm" animated={progress < 100} aria-label={`${label} upload progress`} />
            <Text fz="xs" c="dimmed" aria-live="polite">
              {progress < 100 ? `Uploading… ${progress}%` : 'Processing…'}
            </Text>
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
