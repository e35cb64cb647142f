/**
 * Setup of every API test file: accounts are hashed with a cheaper argon2id (passwords.ts, decision 119). The
 * unit test of passwords.ts and every compiled server the tests start (crash, process, backup, the browser
 * journeys) hash at the real cost.
 */
import { hashPasswordsCheaplyInTests } from '../../src/modules/auth/passwords.js';

hashPasswordsCheaplyInTests();
