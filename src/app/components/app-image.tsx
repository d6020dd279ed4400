/**
 * An image of the app (the welcome hero). When it cannot be loaded (offline before the service
 * worker kept it, a failed response) the spec's words take its place: 'Could not load image:' and
 * the file's name (spec section 8), in a box of the image's proportions so nothing moves.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';

export const imageMessages = {
  failed: (name: string) => `Could not load image: ${name}`,
} as const;

const useStyles = makeStyles({
  failed: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
  },
});

export interface AppImageProps {
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  width: number;
  height: number;
  className?: string;
}

export function AppImage({ src, alt, width, height, className }: AppImageProps) {
  const styles = useStyles();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    const name = decodeURIComponent(src.split('/').pop() ?? src);
    return (
      <p
        className={mergeClasses(styles.failed, className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {imageMessages.failed(name)}
      </p>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
