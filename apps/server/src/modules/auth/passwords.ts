import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default) with OWASP's recommended minimum: 19 MiB, 2 passes.
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The API tests' cost: still argon2id, at 1 MiB and one pass (decision 119). Their thousands of accounts and logins
 * took 15–20 ms of a core each at the real cost. A hash records its own cost, so either kind verifies under either
 * setting; only the test runner may ask for this (the server never does).
 */
const TEST_OPTIONS = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;
let options: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_HASH_OPTIONS;

export function hashPasswordsCheaplyInTests(): void {
  if (!process.env.VITEST) throw new Error('cheaper password hashes are for the test runner only');
  options = TEST_OPTIONS;
}

export const hashPassword = (password: string) => hash(password, options);

/** A hash of a random password: verifying against it makes an unknown email cost as much as a wrong password. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(crypto.randomUUID());
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
