import Module from 'node:module';
import path from 'node:path';

/**
 * Tools that build on TypeScript's JavaScript API (dependency-cruiser reads imports with it,
 * openapi-typescript writes types with it) find none in TypeScript 7, our compiler, a native
 * binary. TypeScript 6, the last with one, is installed as `typescript-6`; this points the named
 * packages' `typescript` at it, for `require` and `import` alike, and leaves every other importer
 * of `typescript` alone. Once per process and package.
 */
export function typescriptApiFor(packageName: string): void {
  const marker = Symbol.for(`nola.typescript-6.${packageName}`);
  const registry = globalThis as { [marker]?: true };
  if (registry[marker]) return;
  registry[marker] = true;
  const inside = `${path.sep}node_modules${path.sep}${packageName}${path.sep}`;
  const cjs = Module as unknown as {
    _resolveFilename(
      request: string,
      parent: { filename?: string } | undefined,
      ...rest: unknown[]
    ): string;
  };
  const resolve = cjs._resolveFilename;
  cjs._resolveFilename = function (request, parent, ...rest) {
    const redirected =
      /^typescript(\/|$)/.test(request) && parent?.filename?.includes(inside)
        ? request.replace(/^typescript/, 'typescript-6')
        : request;
    return resolve.call(this, redirected, parent, ...rest);
  };
  const hook = `export async function resolve(specifier, context, next) {
    if (/^typescript(\\/|$)/.test(specifier) && context.parentURL?.includes(${JSON.stringify(`/node_modules/${packageName}/`)}))
      return next(specifier.replace(/^typescript/, 'typescript-6'), context);
    return next(specifier, context);
  }`;
  Module.register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
