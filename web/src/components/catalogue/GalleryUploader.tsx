import '@mantine/dropzone/styles.css';
import { ActionIcon, Box, Image, Input, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconTrash } from '@tabler/icons-react';
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
