// Plain JavaScript on purpose: it must run, and say what to do, on the old Node it may find.
// `node check-node.mjs [module]`: prints the runtime line, then runs the module in this process
// (so signals reach the runner as they did when it was started directly).
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The product's runtime line: Node.js 24 LTS (the npm registry's `node` package brings it). */
const REQUIRED_MAJOR = 24;

/** @param {string} executable */
function versionOf(executable) {
  const answer = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 5_000 });
  return answer.status === 0 ? answer.stdout.trim() : undefined;
}

/** @param {string} a @param {string} b */
function samePath(a, b) {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return a === b;
  }
}

/** The first `node` on PATH outside node_modules: the machine's own. */
function machineNode() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir || dir.split(sep).includes('node_modules')) continue;
    const candidate = join(dir, 'node');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

// npm runs scripts with node_modules/.bin first on PATH, so `node` there is the registry's Node 24
// even when the machine's own is older.
const machinePath = machineNode();
const machine = machinePath && !samePath(machinePath, process.execPath) ? versionOf(machinePath) : undefined;
console.log(
  machine
    ? `Node.js ${process.version} (the npm registry's node package; this machine's node is ${machine})`
    : `Node.js ${process.version}`,
);
if (Number(process.versions.node.split('.')[0]) < REQUIRED_MAJOR) {
  console.error(
    `Node.js ${REQUIRED_MAJOR} or later is needed. Run \`npm install\` at the repository root: it brings Node.js ${REQUIRED_MAJOR} (the npm registry's node package), which npm start and npm test then use.`,
  );
  process.exit(1);
}

const entry = process.argv[2];
if (entry) await import(pathToFileURL(resolve(entry)).href);
