/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (compiled to dist/backup.js): the embedded database
 * and its uploads folder, read from the same environment as the server (DATA_DIR, UPLOADS_DIR). See backup/backup.ts.
 */
import path from 'node:path';
import { backup, restore } from './backup/backup.js';
import { loadConfig } from './config.js';
import { restrictUmask } from './lib/private-files.js';

const USAGE = 'usage: npm run backup -- <file.tar.gz>   |   npm run restore -- <file.tar.gz>';

async function main(): Promise<void> {
  const [command, given, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !given || rest.length) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  restrictUmask(); // the archive, a restored database and its images: the owner's only (issue 21 #10)
  // npm runs scripts in the repository's root: a relative file name means the folder npm was started from.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (command === 'backup') {
    const s = await backup(config, file);
    console.log(`Backed up the embedded database (${kb(s.databaseBytes)}, from the ${s.from}) and ${s.images} image files to ${s.file}`);
    if (config.s3) console.log(`Images are in the S3 bucket ${config.s3.bucket}: back it up with the bucket's own tools.`);
  } else {
    const s = await restore(config, file);
    console.log(
      `Restored the embedded database (${kb(s.databaseBytes)}) and ${s.images} image files into ${config.dataDir}${s.createdAt ? ` (backup taken ${s.createdAt})` : ''}`,
    );
  }
}

const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en-IN')} KB`;

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
