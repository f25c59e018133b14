// Shared sample content for the layout stories (not exported from the package).
import { Box, FileText, Package, User } from 'lucide-react';
import type { TabMenuItem } from './TabMenu/TabMenu.tsx';

export function SampleLogo() {
  return (
    <a
      href="#home"
      aria-label="СкладБокс — на главную"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 44,
        color: 'var(--sb-colors-brand)',
        fontWeight: 700,
        textDecoration: 'none',
        fontSize: 20,
      }}
    >
      <Box size={28} aria-hidden="true" />
      <span aria-hidden="true">СкладБокс</span>
    </a>
  );
}

export const sampleSections: TabMenuItem[] = [
  { href: '/orders', label: 'Заказы', icon: <Package size={22} />, match: ['/order-view'] },
  { href: '/documents', label: 'Документы', icon: <FileText size={22} />, count: 1 },
  { href: '/create-order', label: 'Забронировать', icon: <Box size={22} /> },
  { href: '/', label: 'Профиль', icon: <User size={22} /> },
];
