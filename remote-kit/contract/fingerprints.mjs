import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@babel/core';

/**
 * Fingerprints of the contract between the shell and the remotes, from shared-contracts' sources:
 * for each module of `RemoteContracts` (`mf_discovery/./ExpertSearch`), and for the shell's
 * context (`ShellContextValue`), a hash of its type and every shared-contracts type it names, as
 * declared, without comments or formatting. Two builds with the same fingerprint for a module were
 * built against the same declarations of it.
 */

const CONTRACTS_INTERFACE = 'RemoteContracts';
const SHELL_CONTEXT = 'ShellContextValue';

/** @param {string} dir */
function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test/'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** A declaration's text without comments: formatting and comments do not change a fingerprint. */
function textOf(node) {
  const file = babel.types.file(babel.types.program([babel.types.cloneNode(node, true, true)]));
  return (
    babel.transformFromAstSync(file, undefined, {
      code: true,
      comments: false,
      babelrc: false,
      configFile: false,
      compact: true,
    })?.code ?? ''
  );
}

/** The type names a node refers to (`Foo`, `Foo<Bar>`, `extends Foo`, `Ns.Foo` → `Foo`). */
function referencesOf(node) {
  const names = new Set();
  const statement = babel.types.isStatement(node) ? node : asAlias(node);
  babel.traverse(babel.types.file(babel.types.program([babel.types.cloneNode(statement, true, true)])), {
    TSTypeReference(reference) {
      const name = reference.node.typeName;
      names.add(name.type === 'Identifier' ? name.name : name.right.name);
    },
    TSExpressionWithTypeArguments(reference) {
      const name = reference.node.expression;
      if (name.type === 'Identifier') names.add(name.name);
    },
  });
  return names;
}

/** A type as a declaration of its own, so that it can be printed and walked like one. */
function asAlias(type) {
  return babel.types.tsTypeAliasDeclaration(babel.types.identifier('Module'), null, type);
}

/** Every top-level interface and type alias of the folder, by name (a name declared twice keeps both). */
function declarationsOf(dir) {
  /** @type {Map<string, { text: string, references: Set<string>, node: object }[]>} */
  const declarations = new Map();
  for (const file of sourceFiles(dir)) {
    const ast = babel.parseSync(readFileSync(file, 'utf8'), {
      filename: file,
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', ...(file.endsWith('.tsx') ? ['jsx'] : [])] },
    });
    for (const statement of ast?.program.body ?? []) {
      const node = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (node?.type !== 'TSInterfaceDeclaration' && node?.type !== 'TSTypeAliasDeclaration') continue;
      const list = declarations.get(node.id.name) ?? [];
      list.push({ text: textOf(node), references: referencesOf(node), node });
      declarations.set(node.id.name, list);
    }
  }
  return declarations;
}

/** sha256 of a type's text and of the declarations it reaches, each once, in name order. */
function fingerprint(text, references, declarations) {
  const reached = new Map();
  const visit = (names) => {
    for (const name of names) {
      if (reached.has(name) || !declarations.has(name)) continue;
      const found = declarations.get(name) ?? [];
      reached.set(name, found.map((declaration) => declaration.text).join('\n'));
      for (const declaration of found) visit(declaration.references);
    }
  };
  visit(references);
  const closure = [...reached].sort(([a], [b]) => a.localeCompare(b)).map(([, declared]) => declared);
  return createHash('sha256')
    .update([text, ...closure].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * @param {string} sharedContractsDir shared-contracts' folder (its package.json and src/)
 * @returns {{ sharedContracts: string, modules: Record<string, string>, shell: string }}
 */
export function contractFingerprints(sharedContractsDir) {
  const declarations = declarationsOf(path.join(sharedContractsDir, 'src'));
  const [contracts] = declarations.get(CONTRACTS_INTERFACE) ?? [];
  const [shell] = declarations.get(SHELL_CONTEXT) ?? [];
  if (!contracts || !shell)
    throw new Error(`shared-contracts declares no ${CONTRACTS_INTERFACE} or ${SHELL_CONTEXT}`);
  /** @type {Record<string, string>} */
  const modules = {};
  for (const remote of contracts.node.body.body) {
    if (
      remote.type !== 'TSPropertySignature' ||
      remote.typeAnnotation?.typeAnnotation.type !== 'TSTypeLiteral'
    )
      continue;
    const remoteName = remote.key.name ?? remote.key.value;
    for (const module of remote.typeAnnotation.typeAnnotation.members) {
      if (module.type !== 'TSPropertySignature' || !module.typeAnnotation) continue;
      const type = module.typeAnnotation.typeAnnotation;
      modules[`${remoteName}/${module.key.value ?? module.key.name}`] = fingerprint(
        textOf(asAlias(type)),
        referencesOf(type),
        declarations,
      );
    }
  }
  const version = JSON.parse(readFileSync(path.join(sharedContractsDir, 'package.json'), 'utf8')).version;
  return {
    sharedContracts: version,
    modules,
    shell: fingerprint(shell.text, shell.references, declarations),
  };
}

/** Other remotes' modules an app's sources load: `remote="mf_x" module="./Y"`, `loadRemote('mf_x', './Y')`. */
export function consumedModules(srcDir) {
  const found = new Set();
  const patterns = [
    /remote=["'](mf_[a-z_]+)["']\s+module=["'](\.\/[\w/-]+)["']/g,
    /loadRemote(?:Module)?\(\s*["'](mf_[a-z_]+)["']\s*,\s*["'](\.\/[\w/-]+)["']/g,
  ];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern)) found.add(`${match[1]}/${match[2]}`);
  }
  return [...found].sort();
}
