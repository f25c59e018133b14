export { Tabs } from './Tabs.tsx';
export type { TabsProps, TabItem } from './Tabs.tsx';
