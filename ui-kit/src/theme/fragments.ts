import { css } from 'styled-components';

/**
 * Style fragments that several kit parts are drawn with, one copy each: a part includes the fragment and adds only
 * what is its own.
 */

/** A control or link at least 44 px tall (a finger's target), its icon and text in one centred row. */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  gap: var(--sb-space-2);
  min-height: 44px;
`;

/** A list without bullets or indent (rows, chips, steps). */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A list laid out in as many columns of at least `minWidth` as fit. */
export const gridList = (minWidth: string) => css`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
  gap: var(--sb-space-3);
`;

/** A block of stacked parts under its h2/h3 title (a section of the order view, a warehouse's details). */
export const titledColumn = (gap: 2 | 3) => css`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-${gap});
  & h2,
  & h3 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
`;

/** The raised white surface of a card. */
export const cardSurface = css`
  padding: var(--sb-space-4);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-card);
`;

/** The flat grey surface of a card that is past (the archive). */
export const mutedSurface = css`
  background: var(--sb-colors-surfaceMuted);
  box-shadow: none;
  border-color: var(--sb-colors-border);
`;

/** Facts as a definition list: the names muted in a column as wide as the longest, the values beside them. */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--sb-space-1) var(--sb-space-3);
  margin: 0;
  & dt {
    color: var(--sb-colors-textMuted);
  }
  & dd {
    margin: 0;
  }
`;

export type Tone = 'info' | 'success' | 'warning' | 'danger';
const TONES: Tone[] = ['info', 'success', 'warning', 'danger'];

/** Text in a tone's colour on its soft tint. */
export const tinted = (tone: Tone) => css`
  color: var(--sb-colors-${tone});
  background: var(--sb-colors-${tone}Soft);
`;

/** The tint of each tone, chosen by an attribute whose values are the tones (or mapped to them). */
export const tintedBy = (attribute: string, tones: Partial<Record<string, Tone>> = Object.fromEntries(TONES.map((t) => [t, t]))) =>
  Object.entries(tones).map(
    ([value, tone]) => css`
      &[${attribute}='${value}'] {
        ${tinted(tone!)}
      }
    `,
  );

/** The track of a progress bar; its fill is the part's own. */
export const progressTrack = css`
  height: 8px;
  border-radius: var(--sb-radii-pill);
  background: var(--sb-colors-surfaceMuted);
  border: 1px solid var(--sb-colors-border);
  overflow: hidden;
`;
