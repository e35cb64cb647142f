/** The test fixtures' one PNG encoder (the server decodes uploads, so fake bytes would be refused). */
export { solidPng } from '../../../../test-support/png';
