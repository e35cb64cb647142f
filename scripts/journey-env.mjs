/**
 * What the browser journeys draw and record besides their checks (decisions 117 and 118). Screenshots and traces
 * are for people to look at; a CI run keeps only its log, where neither can be seen, so with `CI` set the journeys
 * draw no screenshot and record no trace unless E2E_SHOTS=1 or E2E_TRACE=1 asks for them. A failed journey prints
 * its page's snapshot either way.
 */

/** The environment `npm test` hands the journeys: E2E_SHOTS and E2E_TRACE, '1' or '0'. */
export function journeyEnv(env) {
  const off = env.CI ? '0' : '1';
  return { E2E_SHOTS: env.E2E_SHOTS ?? off, E2E_TRACE: env.E2E_TRACE ?? off };
}

/** Playwright's `trace` option: kept for a failed journey, or none recorded at all with E2E_TRACE=0. */
export function traceMode(env) {
  return env.E2E_TRACE === '0' ? 'off' : 'retain-on-failure';
}

/** Whether the `shot` fixture draws its screenshot: not with E2E_SHOTS=0. */
export function drawsShots(env) {
  return env.E2E_SHOTS !== '0';
}
