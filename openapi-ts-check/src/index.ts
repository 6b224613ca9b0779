import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';

/** The declarations openapi-typescript writes for an OpenAPI 3.1 document (its `paths`, `components`…). */
export async function typesOf(document: object): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3));
}

/**
 * Compiles `files` (a name → its source; `.ts` or `.d.ts`) together under strict settings, as a
 * caller of the generated types would: the compiler's messages, none when they compile.
 */
export async function compileErrors(files: Record<string, string>): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'openapi-ts-check-'));
  try {
    const names = await Promise.all(
      Object.entries(files).map(async ([name, source]) => {
        const file = path.join(folder, name);
        await writeFile(file, source);
        return file;
      }),
    );
    const program = ts.createProgram(names, {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
