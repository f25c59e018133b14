/** Ports of the e2e stack (apart from the developer's `npm start` ports, so both can run at once). */
export const ports = {
  sandbox: Number(process.env.E2E_SANDBOX_PORT ?? 8797),
  cabinet: Number(process.env.E2E_CABINET_PORT ?? 4173),
  storybook: Number(process.env.E2E_STORYBOOK_PORT ?? 6007),
  nginx: Number(process.env.E2E_NGINX_PORT ?? 8088),
};
