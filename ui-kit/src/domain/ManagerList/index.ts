export { ManagerList } from './ManagerList.tsx';
export type { ManagerListProps, Manager } from './ManagerList.tsx';
