export { TabMenu, isCurrentSection } from './TabMenu.tsx';
export type { TabMenuProps, TabMenuItem } from './TabMenu.tsx';
