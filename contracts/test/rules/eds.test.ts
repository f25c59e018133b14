import { edsStageOf } from '../../src/index.ts';

/** Every raw status of the backend and the stage the cabinet shows for it. */
const stageOfStatus = {
  'not-exists': 'notCreated',
  'partner-initialization-start': 'issuance',
  initialization: 'activating',
  exists: 'created',
  available: 'available',
  'initialization-err': 'error',
  blocked: 'blocked',
  revoked: 'revoked',
} as const;

describe('EDS stage rules', () => {
  it.each(Object.entries(stageOfStatus))('should map the raw status %s onto the stage %s', (status, stage) => {
    expect(edsStageOf(status).stage).toBe(stage);
  });

  it('should let the customer sign only with the status available', () => {
    const signable = Object.keys(stageOfStatus).filter((s) => edsStageOf(s).canSign);
    expect(signable).toEqual(['available']);
  });

  it('should poll while the EDS is on its way (issuance, activating, created), not once it ended', () => {
    expect(edsStageOf('partner-initialization-start').inProgress).toBe(true);
    expect(edsStageOf('initialization').inProgress).toBe(true);
    expect(edsStageOf('exists').inProgress).toBe(true);
    for (const s of ['not-exists', 'available', 'initialization-err', 'blocked', 'revoked']) expect(edsStageOf(s).inProgress).toBe(false);
  });

  it('should show a just-confirmed EDS as issuance while the status has not moved', () => {
    expect(edsStageOf('not-exists', true)).toEqual({ stage: 'issuance', canSign: false, inProgress: true });
    expect(edsStageOf('available', true).stage).toBe('available');
  });

  it('should treat an unknown or missing status as not created', () => {
    expect(edsStageOf('something-new').stage).toBe('notCreated');
    expect(edsStageOf(undefined).stage).toBe('notCreated');
    expect(edsStageOf(null).canSign).toBe(false);
  });
});
