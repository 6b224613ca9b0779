// `lingui extract` for Node 20. @lingui/cli 6 needs Node 22 (fs.globSync, and its bin only runs a
// command when `import.meta.main` is set, which Node 20 lacks), so this runs the same extract
// command with a globSync stand-in. Run it from the app folder (where lingui.config.js lives):
//   node --import ../shared-contracts/build/node20-glob/register.mjs \
//     ../shared-contracts/build/lingui-extract.mjs [--clean] [--overwrite] [--verbose]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getConfig } from '@lingui/conf';

const args = new Set(process.argv.slice(2));
const apiEntry = fileURLToPath(import.meta.resolve('@lingui/cli/api'));
const extractModule = path.join(path.dirname(apiEntry), '..', 'lingui-extract.js');
const { default: extract } = await import(pathToFileURL(extractModule).href);

const ok = await extract(getConfig({}), {
  verbose: args.has('--verbose'),
  clean: args.has('--clean'),
  overwrite: args.has('--overwrite'),
  locale: undefined,
  watch: false,
  files: undefined,
  workersOptions: { poolSize: 0 },
});
process.exitCode = ok ? 0 : 1;
