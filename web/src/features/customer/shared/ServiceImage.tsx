import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './ServiceImage.module.css';

interface ServiceImageProps {
  src: string | null | undefined;
  /** Empty when the picture is decorative (a card whose title follows). */
  alt: string;
  ratio?: number;
  radius?: string | number;
  /** The picture's own size, when known: the browser reserves its place before it arrives. */
  size?: { width: number; height: number };
  /** 'lazy' for pictures below the first screen. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture that is likely the page's largest paint, so it is fetched before the others. */
  fetchPriority?: 'high' | 'auto';
}

/** A service photo, or a tidy placeholder when the service has none (or it fails to load). */
export function ServiceImage({ src, alt, ratio = 4 / 3, radius = 0, size, loading, fetchPriority }: ServiceImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={ratio}>
      {src && !failed ? (
        // With a size given, height "auto" keeps the frame's ratio in charge of the height attribute.
        <Image
          src={src}
          alt={alt}
          fit="cover"
          radius={radius}
          {...size}
          h={size && 'auto'}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <Center
          className={classes.placeholder}
          style={{ borderRadius: radius }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <IconPhoto size={36} stroke={1.3} />
        </Center>
      )}
    </AspectRatio>
  );
}
