import type { SignatureStatus } from '@sb/contracts';

/** The stages a customer sees for the EDS (spec 1 section 4, 'EDS statuses'). */
export type EdsStage = 'notCreated' | 'issuance' | 'activating' | 'created' | 'available' | 'error' | 'blocked' | 'revoked';

/** How a stage is drawn: the bar's fill, its tone and whether the customer can act. */
export interface EdsStageView {
  stage: EdsStage;
  /** 0, 33, 66 or 100 */
  percent: number;
  /** `progress` (brand colour while issuing), `success` (green), `muted` (grey: error, blocked, revoked) */
  tone: 'progress' | 'success' | 'muted';
  /** Signing is allowed only with the raw status `available`. */
  canSign: boolean;
  /** Still on its way: the status is worth polling. */
  inProgress: boolean;
}

const views: Record<EdsStage, Omit<EdsStageView, 'stage'>> = {
  notCreated: { percent: 0, tone: 'progress', canSign: false, inProgress: false },
  issuance: { percent: 33, tone: 'progress', canSign: false, inProgress: true },
  activating: { percent: 66, tone: 'progress', canSign: false, inProgress: true },
  created: { percent: 100, tone: 'success', canSign: false, inProgress: true },
  available: { percent: 100, tone: 'success', canSign: true, inProgress: false },
  error: { percent: 33, tone: 'muted', canSign: false, inProgress: false },
  blocked: { percent: 100, tone: 'muted', canSign: false, inProgress: false },
  revoked: { percent: 100, tone: 'muted', canSign: false, inProgress: false },
};

/**
 * The one mapping of the backend's raw EDS statuses onto the stages of the progress bar:
 * not-exists -> not created (0 %); partner-initialization-start -> issuance (33 %); initialization -> activating
 * (66 %); exists -> created (100 %, green, signing still waits for 'available'); available -> available (100 %,
 * green); initialization-err -> creation error (33 %, grey); blocked -> blocked and revoked -> revoked (100 %, grey).
 * `preparing` (the customer has just confirmed and the status has not moved yet) shows not-exists as issuance.
 * An unknown status is treated as not created.
 */
export function edsStageOf(status: SignatureStatus | string | null | undefined, preparing = false): EdsStageView {
  let stage: EdsStage;
  switch (status) {
    case 'partner-initialization-start':
      stage = 'issuance';
      break;
    case 'initialization':
      stage = 'activating';
      break;
    case 'exists':
      stage = 'created';
      break;
    case 'available':
      stage = 'available';
      break;
    case 'initialization-err':
      stage = 'error';
      break;
    case 'blocked':
      stage = 'blocked';
      break;
    case 'revoked':
      stage = 'revoked';
      break;
    default:
      stage = preparing ? 'issuance' : 'notCreated';
  }
  return { stage, ...views[stage] };
}
