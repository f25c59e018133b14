import type { SignatureStatus } from '../schemas/signature.ts';

// The EDS (electronic signature) rules of spec 1 section 4, 'EDS statuses': which stage a raw status is, whether
// the customer may sign and whether the status is still on its way (worth polling). The design system draws a
// stage; it never decides one.

/** The stages a customer sees for the EDS. */
export type EdsStage = 'notCreated' | 'issuance' | 'activating' | 'created' | 'available' | 'error' | 'blocked' | 'revoked';

/** What a raw status means for the customer. */
export interface EdsStageRule {
  stage: EdsStage;
  /** Signing is allowed only with the raw status `available`. */
  canSign: boolean;
  /** Still on its way (issuance, activating, created): the status is worth polling. */
  inProgress: boolean;
}

const STAGE_OF: Partial<Record<string, EdsStage>> = {
  'partner-initialization-start': 'issuance',
  initialization: 'activating',
  exists: 'created',
  available: 'available',
  'initialization-err': 'error',
  blocked: 'blocked',
  revoked: 'revoked',
};

const IN_PROGRESS: ReadonlySet<EdsStage> = new Set(['issuance', 'activating', 'created']);

/**
 * The one mapping of the backend's raw EDS statuses onto the customer's stages: not-exists -> not created;
 * partner-initialization-start -> issuance; initialization -> activating; exists -> created (signing still waits
 * for `available`); available -> available; initialization-err -> creation error; blocked; revoked.
 * `preparing` (the customer has just confirmed and the status has not moved yet) shows not-exists as issuance.
 * An unknown status is treated as not created.
 */
export function edsStageOf(status: SignatureStatus | string | null | undefined, preparing = false): EdsStageRule {
  const known = status ? STAGE_OF[status] : undefined;
  const stage: EdsStage = known ?? (preparing ? 'issuance' : 'notCreated');
  return { stage, canSign: stage === 'available', inProgress: IN_PROGRESS.has(stage) };
}
