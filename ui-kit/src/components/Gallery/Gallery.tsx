import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useControllableState } from '../utils.ts';

export interface GalleryImage {
  /** The image address. */
  src: string;
  /** What the photo shows (required: photos of a warehouse or a box carry meaning). */
  alt: string;
  /** A smaller image for the thumbnail strip (defaults to `src`). */
  thumbnail?: string;
}

export interface GalleryProps {
  /** The photos. */
  images: GalleryImage[];
  /** The shown photo's index (controlled). */
  index?: number;
  /** The photo shown first (uncontrolled). */
  defaultIndex?: number;
  /** Called with the new index. */
  onIndexChange?: (index: number) => void;
  /** The region's accessible name (defaults to 'Photos'). */
  label?: string;
  /** Shows the thumbnail strip (default true when there is more than one photo). */
  thumbnails?: boolean;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  &:focus-visible {
    outline: none;
    box-shadow: var(--sb-focus-ring);
    border-radius: var(--sb-radii-card);
  }
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surfaceMuted);
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  & > button {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    background: var(--sb-colors-surface);
    box-shadow: var(--sb-shadows-card);
  }
  & > button:hover:not(:disabled) {
    background: var(--sb-colors-brandSoft);
  }
  & > button[data-side='prev'] {
    left: var(--sb-space-2);
  }
  & > button[data-side='next'] {
    right: var(--sb-space-2);
  }
  & > [data-part='position'] {
    position: absolute;
    right: var(--sb-space-2);
    bottom: var(--sb-space-2);
    padding: 2px var(--sb-space-2);
    border-radius: var(--sb-radii-pill);
    background: var(--sb-colors-text);
    color: var(--sb-colors-textInverse);
    font-size: var(--sb-fontSizes-sm);
    font-variant-numeric: tabular-nums;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: var(--sb-space-2);
  margin: 0;
  padding: 2px;
  list-style: none;
  overflow-x: auto;
  & button {
    display: block;
    width: 64px;
    height: 48px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--sb-radii-control);
    overflow: hidden;
    cursor: pointer;
    background: none;
    flex: none;
  }
  & button[aria-current='true'] {
    border-color: var(--sb-colors-brand);
  }
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Photos one at a time with previous/next buttons, thumbnails and arrow keys (warehouse and box photos). */
export function Gallery({ images, index, defaultIndex = 0, onIndexChange, label, thumbnails, className }: GalleryProps) {
  const intl = useIntl();
  const [current, setCurrent] = useControllableState(index, defaultIndex, onIndexChange);
  const rootRef = useRef<HTMLElement>(null);
  const total = images.length;
  if (total === 0) return null;
  const safe = Math.min(Math.max(current, 0), total - 1);
  const image = images[safe] as GalleryImage;
  const go = (i: number) => setCurrent((i + total) % total);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (total < 2) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(safe - 1);
    }
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(safe + 1);
    }
    if (e.key === 'Home') {
      e.preventDefault();
      go(0);
    }
    if (e.key === 'End') {
      e.preventDefault();
      go(total - 1);
    }
  }

  const showThumbs = (thumbnails ?? true) && total > 1;
  return (
    <Root ref={rootRef} aria-label={label ?? intl.formatMessage({ id: 'uikit.gallery.label' })} onKeyDown={onKeyDown} className={className}>
      <Stage>
        <img src={image.src} alt={image.alt} />
        {total > 1 && (
          <>
            <IconButton
              data-side="prev"
              label={intl.formatMessage({ id: 'uikit.gallery.previous' })}
              icon={<ChevronLeft size={22} />}
              onClick={() => go(safe - 1)}
            />
            <IconButton
              data-side="next"
              label={intl.formatMessage({ id: 'uikit.gallery.next' })}
              icon={<ChevronRight size={22} />}
              onClick={() => go(safe + 1)}
            />
            <span data-part="position" aria-live="polite">
              {intl.formatMessage({ id: 'uikit.gallery.position' }, { index: safe + 1, total })}
            </span>
          </>
        )}
      </Stage>
      {showThumbs && (
        <Thumbs>
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`}>
              <button
                type="button"
                aria-label={intl.formatMessage({ id: 'uikit.gallery.thumbnail' }, { index: i + 1 })}
                aria-current={i === safe ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img src={img.thumbnail ?? img.src} alt="" />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
