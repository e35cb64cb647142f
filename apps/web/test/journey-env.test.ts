/**
 * What the browser journeys draw and record besides their checks (scripts/journey-env.mjs, decisions 117 and
 * 118): a CI run keeps only its log, so it draws no screenshot and records no trace unless asked to.
 */
import { describe, expect, it } from 'vitest';
import { drawsShots, journeyEnv, traceMode } from '../../../scripts/journey-env.mjs';

describe('the journeys’ screenshots and traces', () => {
  it('draws screenshots and keeps failed journeys’ traces outside CI, neither on CI', () => {
    expect(journeyEnv({})).toEqual({ E2E_SHOTS: '1', E2E_TRACE: '1' });
    expect(journeyEnv({ CI: 'true' })).toEqual({ E2E_SHOTS: '0', E2E_TRACE: '0' });
  });

  it('lets E2E_SHOTS and E2E_TRACE ask for either on CI, or leave either out elsewhere', () => {
    expect(journeyEnv({ CI: 'true', E2E_TRACE: '1' })).toEqual({ E2E_SHOTS: '0', E2E_TRACE: '1' });
    expect(journeyEnv({ CI: 'true', E2E_SHOTS: '1' })).toEqual({ E2E_SHOTS: '1', E2E_TRACE: '0' });
    expect(journeyEnv({ E2E_TRACE: '0' })).toEqual({ E2E_SHOTS: '1', E2E_TRACE: '0' });
  });

  it('hands Playwright no trace at all for E2E_TRACE=0, else one kept only for a failure', () => {
    expect(traceMode({ E2E_TRACE: '0' })).toBe('off');
    expect(traceMode({ E2E_TRACE: '1' })).toBe('retain-on-failure');
    expect(traceMode({})).toBe('retain-on-failure');
  });

  it('draws the journeys’ screenshots unless E2E_SHOTS=0', () => {
    expect(drawsShots({ E2E_SHOTS: '0' })).toBe(false);
    expect(drawsShots({ E2E_SHOTS: '1' })).toBe(true);
    expect(drawsShots({})).toBe(true);
  });
});
