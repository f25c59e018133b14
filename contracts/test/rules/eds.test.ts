import { edsStageOf, signatureStatus } from '../../src/index.ts';

describe('EDS stage rules', () => {
  it('should map every raw status onto its stage', () => {
    expect(edsStageOf('not-exists').stage).toBe('notCreated');
    expect(edsStageOf('partner-initialization-start').stage).toBe('issuance');
    expect(edsStageOf('initialization').stage).toBe('activating');
    expect(edsStageOf('exists').stage).toBe('created');
    expect(edsStageOf('available').stage).toBe('available');
    expect(edsStageOf('initialization-err').stage).toBe('error');
    expect(edsStageOf('blocked').stage).toBe('blocked');
    expect(edsStageOf('revoked').stage).toBe('revoked');
  });

  it('should let the customer sign only with the status available', () => {
    const signable = signatureStatus.options.filter((s) => edsStageOf(s).canSign);
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
