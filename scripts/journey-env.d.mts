export function journeyEnv(env: Record<string, string | undefined>): { E2E_SHOTS: string; E2E_TRACE: string };
export function traceMode(env: Record<string, string | undefined>): 'off' | 'retain-on-failure';
export function drawsShots(env: Record<string, string | undefined>): boolean;
