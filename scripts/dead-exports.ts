import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * Dead exports (docs/architecture.md "Pure rules in core": one place per rule, and no second,
 * forgotten one): an export of a file under a root that no file of core, worker, web, scripts or
 * e2e imports (tests included), through re-exports, `export *` and `import()` too, and that its
 * own file does not use either. Source files are read with the TypeScript parser, the imports of
 * every file by their statements (relative and `#core/` specifiers). Read by scripts/core-exports.test.ts and
 * scripts/web-exports.test.ts.
 */

/** Where the files that may read an export are: every source and test of the project. */
const ROOTS = ['core', 'worker', 'web', 'scripts', 'e2e'];

interface Module {
  /** Exported names, with the line each is declared on. */
  exports: Map<string, number>;
  /** `export { a as b } from './x'`: b -> [x, a]. */
  reexports: Map<string, [string, string]>;
  /** `export * from './x'`. */
  stars: string[];
  /** How often each identifier occurs in the file, outside its export lists. */
  identifiers: Map<string, number>;
  /** Names exported by a list (`export { a as b }`): b -> a. */
  exportLists: Map<string, string>;
}

const modifiers = (node: ts.Node): readonly ts.Modifier[] => (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []);
const exported = (node: ts.Node) => modifiers(node).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A source file under `root`: parsed for its exports and the identifiers it uses (tests are only read for imports). */
const isSourceOf = (root: string) => (file: string) => file.startsWith(`${root}/`) && !/\.test\.tsx?$/.test(file);

/** `import ... from '...'` and `export ... from '...'` statements, and `import('...')`, in any file. */
const FROM = /^[ \t]*(import|export)\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm;
const LAZY = /\bimport\(\s*'([^']+)'\s*\)/g;
/** A module Vite loads by its path from the project's root (`vite.ssrLoadModule('/web/app/prerender.tsx')`). */
const VITE_LOAD = /\bssrLoadModule\(\s*'\/([^']+)'\s*\)/g;

/** The names an import or export clause reads ('*' for a namespace or `export *`). */
function clauseNames(keyword: string, clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1];
  const named = (braces ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (outside.startsWith('*')) return ['*'];
  const defaultName = keyword === 'import' && /^[A-Za-z_$][\w$]*/.test(outside) ? ['default'] : [];
  return [...defaultName, ...named];
}

/**
 * The exports of the files under `root` (tests aside) that no file reads and their own file does
 * not use, as "file:line name".
 */
export function deadExports(sources: ReadonlyMap<string, string>, root: string): string[] {
  const isSource = isSourceOf(root);
  const resolve = (from: string, specifier: string): string | null => {
    // `#core/<package>/<file>` is package.json's alias for core/<package>/<file>.ts (docs/decisions/084-core-packages.md).
    if (specifier.startsWith('#core/')) return sources.has(`core/${specifier.slice(6)}.ts`) ? `core/${specifier.slice(6)}.ts` : null;
    if (!specifier.startsWith('.')) return null;
    const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')));
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => sources.has(file)) ?? null;
  };
  const modules = new Map<string, Module>();
  /** Names read from each file under `root` by others ('*': all of them). */
  const read = new Map<string, Set<string>>();
  const readFrom = (file: string, name: string) => {
    const names = read.get(file) ?? new Set<string>();
    if (names.has(name)) return false;
    read.set(file, names.add(name));
    return true;
  };

  for (const [file, text] of sources) {
    for (const [, keyword = '', clause = '', specifier = ''] of text.matchAll(FROM)) {
      // A source file's own re-exports are followed below, name by name.
      if (keyword === 'export' && isSource(file)) continue;
      const target = resolve(file, specifier);
      if (target && isSource(target)) for (const name of clauseNames(keyword, clause)) readFrom(target, name);
    }
    for (const [, specifier = ''] of text.matchAll(LAZY)) {
      const target = resolve(file, specifier);
      if (target) readFrom(target, '*');
    }
    for (const [, path = ''] of text.matchAll(VITE_LOAD)) if (sources.has(normalize(path))) readFrom(normalize(path), '*');
    if (!isSource(file)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const module: Module = { exports: new Map(), reexports: new Map(), stars: [], identifiers: new Map(), exportLists: new Map() };
    modules.set(file, module);
    const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const statement of source.statements) {
      if (ts.isExportDeclaration(statement)) {
        const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolve(file, statement.moduleSpecifier.text) : null;
        const clause = statement.exportClause;
        if (!clause) {
          if (target) module.stars.push(target);
        } else if (ts.isNamespaceExport(clause)) {
          module.exports.set(clause.name.text, line(statement));
        } else {
          for (const element of clause.elements) {
            module.exports.set(element.name.text, line(statement));
            if (target) module.reexports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
            else module.exportLists.set(element.name.text, (element.propertyName ?? element.name).text);
          }
        }
      } else if (ts.isExportAssignment(statement)) {
        module.exports.set('default', line(statement));
      } else if (exported(statement)) {
        if (modifiers(statement).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) module.exports.set('default', line(statement));
        else if (ts.isVariableStatement(statement)) {
          for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) module.exports.set(declaration.name.text, line(statement));
        } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
          module.exports.set((statement.name as ts.Identifier).text, line(statement));
        }
      }
    }
    // Uses in the file: every identifier but those of its export lists.
    const visit = (node: ts.Node): void => {
      if (ts.isExportDeclaration(node)) return;
      if (ts.isIdentifier(node)) module.identifiers.set(node.text, (module.identifiers.get(node.text) ?? 0) + 1);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  // A name read from a file that re-exports it is read from where it comes from.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, names] of [...read]) {
      const module = modules.get(file);
      if (!module) continue;
      for (const name of [...names]) {
        const origins: Array<[string, string]> =
          name === '*' ? [...module.reexports.values(), ...module.stars.map((star): [string, string] => [star, '*'])]
          : module.reexports.has(name) ? [module.reexports.get(name)!]
          : module.exports.has(name) ? []
          : module.stars.map((star): [string, string] => [star, name]);
        for (const [target, original] of origins) if (readFrom(target, original)) changed = true;
      }
    }
  }

  const dead: string[] = [];
  for (const [file, module] of modules) {
    const names = read.get(file) ?? new Set<string>();
    if (names.has('*')) continue;
    for (const [name, line] of module.exports) {
      // Declared (or imported) here and used again here; a re-export is no use.
      const local = module.reexports.has(name) ? null : (module.exportLists.get(name) ?? name);
      const usedHere = local !== null && (module.identifiers.get(local) ?? 0) > 1;
      if (!names.has(name) && !usedHere) dead.push(`${file}:${line} ${name}`);
    }
  }
  return dead;
}

/** Every TypeScript file of the project's roots, by path. */
export function projectSources(): Map<string, string> {
  return new Map(
    ROOTS.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !entry.includes('node_modules'))
        .map((entry): [string, string] => [normalize(join(root, entry)), readFileSync(join(root, entry), 'utf8')]),
    ),
  );
}
