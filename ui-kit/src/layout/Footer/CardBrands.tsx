import styled from 'styled-components';

export type CardBrand = 'mir' | 'visa' | 'mastercard';

const Logo = styled.svg`
  display: block;
  height: 28px;
  width: auto;
  border-radius: 4px;
`;

/** Inline marks of the accepted card systems (no images from outside hosts); each is an img with the brand's name. */
export function CardBrandLogo({ brand }: { brand: CardBrand }) {
  switch (brand) {
    case 'mir':
      return (
        <Logo viewBox="0 0 64 28" role="img" aria-label="Мир">
          <rect width="64" height="28" rx="4" fill="#FFFFFF" stroke="#D1D5DB" />
          <text x="32" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="14" fill="#0F754E">
            МИР
          </text>
        </Logo>
      );
    case 'visa':
      return (
        <Logo viewBox="0 0 64 28" role="img" aria-label="Visa">
          <rect width="64" height="28" rx="4" fill="#FFFFFF" stroke="#D1D5DB" />
          <text
            x="32"
            y="19"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontStyle="italic"
            fontSize="14"
            fill="#1A1F71"
          >
            VISA
          </text>
        </Logo>
      );
    case 'mastercard':
      return (
        <Logo viewBox="0 0 64 28" role="img" aria-label="Mastercard">
          <rect width="64" height="28" rx="4" fill="#FFFFFF" stroke="#D1D5DB" />
          <circle cx="26" cy="14" r="9" fill="#EB001B" />
          <circle cx="38" cy="14" r="9" fill="#F79E1B" fillOpacity="0.9" />
        </Logo>
      );
  }
}
