import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Gallery } from './Gallery.tsx';

/** Local placeholder photos (inline SVG): nothing is fetched from outside hosts. */
function photo(fill: string, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/><rect x="250" y="170" width="300" height="260" fill="#ffffff" opacity="0.35"/><text x="400" y="320" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#111827">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const images = [
  { src: photo('#C7D2FE', 'Фасад'), alt: 'Фасад склада на Ленинградском шоссе' },
  { src: photo('#FDE68A', 'Коридор'), alt: 'Коридор с боксами второго этажа' },
  { src: photo('#BBF7D0', 'Бокс 4 м²'), alt: 'Открытый бокс площадью 4 квадратных метра' },
];

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  args: { images, onIndexChange: fn() },
  argTypes: { images: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = { args: { defaultIndex: 0, thumbnails: true, label: 'Фото склада' } };
export const SecondImage: Story = { args: { defaultIndex: 1 } };
export const WithoutThumbnails: Story = { args: { thumbnails: false } };
export const SingleImage: Story = { args: { images: images.slice(0, 1) } };

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Gallery label="Несколько фото" images={images} />
      <Gallery label="Без миниатюр" images={images} defaultIndex={2} thumbnails={false} />
      <Gallery label="Одно фото" images={images.slice(0, 1)} />
    </div>
  ),
};
