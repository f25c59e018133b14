import type { SandboxHelpers } from '../fixtures.ts';

export interface StoredRequest {
  id: number;
  kind: string;
  endpoint: string;
  phone: string | null;
  payload: { request_name?: string; request_comment?: string };
}

/** The requests the sandbox stored for a customer (GET /__sandbox/requests, sandbox only). */
export function storedRequests(sandbox: SandboxHelpers, phone: string): Promise<StoredRequest[]> {
  return sandbox.get<StoredRequest[]>(`/__sandbox/requests?phone=${phone}`);
}
