import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * Compiles one `.po` catalog of an app's lingui.config to an ES module exporting `{ messages }`,
 * as @lingui/loader does. Written here because @lingui/cli 6 (which the loader calls) needs
 * Node 22's `fs.globSync` and this repository runs on Node 20. Missing translations fall back
 * to the config's fallback locales, then to the source locale, then to the source message.
 *
 * @param {string} file absolute path of the .po file
 * @returns {Promise<{ code: string, dependencies: string[] }>}
 */
export async function compilePoCatalog(file) {
  const config = getConfig({ cwd: path.dirname(file) });
  const match = matchCatalog(config, file);
  if (!match) throw new Error(`${file} is not one of the catalogs of ${config.rootDir}/lingui.config`);
  const format = typeof config.format?.parse === 'function' ? config.format : formatter();
  const fallbacks = [...fallbackLocales(config, match.locale), config.sourceLocale].filter(
    (locale, index, all) => locale && locale !== match.locale && all.indexOf(locale) === index,
  );
  const files = [file, ...fallbacks.map(match.fileFor)];
  const [own, ...others] = await Promise.all(files.map((one) => readCatalog(format, one)));

  const messages = {};
  for (const [id, entry] of Object.entries(own ?? {})) {
    if (entry.obsolete) continue;
    const translation =
      entry.translation ||
      others.map((catalog) => catalog?.[id]?.translation).find(Boolean) ||
      entry.message ||
      id;
    try {
      messages[id] = compileMessageOrThrow(translation);
    } catch (error) {
      throw new Error(`${file}: message ${id} ("${translation}") does not compile: ${error}`);
    }
  }
  return {
    code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`,
    dependencies: files.slice(1),
  };
}

function matchCatalog(config, file) {
  const extension = path.extname(file);
  const withoutExtension = file.slice(0, -extension.length);
  for (const catalog of config.catalogs ?? []) {
    const template = catalog.path.replace('<rootDir>', config.rootDir);
    const pattern = new RegExp(
      `^${escapeRegExp(path.resolve(config.rootDir, template))
        .replace('\\{locale\\}', '(?<locale>[^/]+)')
        .replace('\\{name\\}', '(?<name>[^/]+)')}$`,
    );
    const found = pattern.exec(withoutExtension);
    if (found?.groups?.locale && config.locales.includes(found.groups.locale)) {
      const name = found.groups.name ?? '';
      return {
        locale: found.groups.locale,
        fileFor: (locale) =>
          `${path.resolve(config.rootDir, template).replace('{locale}', locale).replace('{name}', name)}${extension}`,
      };
    }
  }
  return undefined;
}

function fallbackLocales(config, locale) {
  const fallback = config.fallbackLocales;
  if (!fallback) return [];
  const own = fallback[locale];
  const list = own ? (Array.isArray(own) ? own : [own]) : [];
  const byDefault = fallback.default ? [fallback.default] : [];
  return [...list, ...byDefault];
}

async function readCatalog(format, file) {
  try {
    return format.parse(await readFile(file, 'utf8'), {
      locale: undefined,
      sourceLocale: undefined,
      filename: file,
    });
  } catch (error) {
    if (error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
