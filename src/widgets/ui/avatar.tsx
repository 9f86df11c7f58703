import { SafeImage } from './safe-image.js';

/**
 * A member's picture beside their name (comments, answers): decorative, since the name is next to
 * it; an empty box of the same class when the server sends no usable address.
 */
export const Avatar = ({ className, src, size }: { className: string; src?: string | null; size: number }) => (
  <SafeImage
    className={className}
    src={src}
    alt=""
    width={size}
    height={size}
    loading="lazy"
    fallback={<span className={className} aria-hidden="true" />}
  />
);
