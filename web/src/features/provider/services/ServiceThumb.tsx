import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

interface ServiceThumbProps {
  src: string | null | undefined;
  /** Empty when the picture is decorative (the service name follows). */
  alt?: string;
  ratio?: number;
  radius?: string | number;
}

/** A service photo, or a quiet placeholder when there is none yet (or it fails to load). */
export function ServiceThumb({ src, alt = '', ratio = 4 / 3, radius = 'md' }: ServiceThumbProps) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={ratio}>
      {src && !failed ? (
        <Image src={src} alt={alt} fit="cover" radius={radius} onError={() => setFailed(true)} />
      ) : (
        <Center
          bg="gray.1"
          c="gray.5"
          style={{ borderRadius: `var(--mantine-radius-${typeof radius === 'string' ? radius : 'md'})` }}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <IconPhoto size={28} stroke={1.3} />
        </Center>
      )}
    </AspectRatio>
  );
}
