export { FreeServices, FREE_SERVICE_IDS } from './FreeServices.tsx';
export type { FreeServicesProps, FreeServiceId } from './FreeServices.tsx';
