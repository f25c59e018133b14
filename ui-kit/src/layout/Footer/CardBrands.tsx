import type { ReactNode } from 'react';
import styled from 'styled-components';

export type CardBrand = 'mir' | 'visa' | 'mastercard';

const Logo = styled.svg`
  display: block;
  height: 28px;
  width: auto;
  border-radius: 4px;
`;

/** The white card every mark is drawn on, an img named by the brand. */
function BrandCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Logo viewBox="0 0 64 28" role="img" aria-label={label}>
      <rect width="64" height="28" rx="4" fill="#FFFFFF" stroke="#D1D5DB" />
      {children}
    </Logo>
  );
}

/** A brand's name set as its wordmark, centred on the card. */
function Wordmark({ fill, italic = false, children }: { fill: string; italic?: boolean; children: string }) {
  return (
    <text
      x="32"
      y="19"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontWeight="700"
      fontStyle={italic ? 'italic' : undefined}
      fontSize="14"
      fill={fill}
    >
      {children}
    </text>
  );
}

/** Inline marks of the accepted card systems (no images from outside hosts); each is an img with the brand's name. */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'mir':
      return (
        <BrandCard label="Мир">
          <Wordmark fill="#0F754E">МИР</Wordmark>
        </BrandCard>
      );
    case 'visa':
      return (
        <BrandCard label="Visa">
          <Wordmark fill="#1A1F71" italic>
            VISA
          </Wordmark>
        </BrandCard>
      );
    case 'mastercard':
      return (
        <BrandCard label="Mastercard">
          <circle cx="26" cy="14" r="9" fill="#EB001B" />
          <circle cx="38" cy="14" r="9" fill="#F79E1B" fillOpacity="0.9" />
        </BrandCard>
      );
  }
}
