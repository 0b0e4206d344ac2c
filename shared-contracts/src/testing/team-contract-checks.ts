// Contract checks each team runs in its own tests (issue 13): the GraphQL documents its code uses
// are valid against the API's schema, so a field the API removes or renames fails that team's
// tests, not the shop in production; and its shared-contracts range accepts the version the shell
// is built with, as the federation runtime will check at load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { satisfy } from '@module-federation/runtime-core';
import * as generated from '../graphql/generated';

const contractsDir = join(__dirname, '..', '..');

let schema: GraphQLSchema | undefined;
function apiSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(join(contractsDir, 'src', 'graphql', 'schema.graphql'), 'utf8'));
  return schema;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The names of the typed documents (…Document) a package's sources import from shared-contracts/graphql. */
export function documentsUsedBy(srcDir: string): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'shared-contracts\/graphql'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name.endsWith('Document')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Each used document that the schema refuses, with the schema's reasons; a name the contracts lack counts too. */
export function invalidDocuments(
  names: string[],
  documents = generated as unknown as Record<string, DocumentNode | undefined>,
): { name: string; errors: string[] }[] {
  return names.flatMap((name) => {
    const document = documents[name];
    if (!document) return [{ name, errors: ['no such document in shared-contracts/graphql'] }];
    const errors = validate(apiSchema(), document).map((e) => e.message);
    return errors.length ? [{ name, errors }] : [];
  });
}

/** The shared-contracts version the shell is built with, and whether a package's declared range accepts it. */
export function contractsRangeFits(packageDir: string): { range: string; shellVersion: string; fits: boolean } {
  const range = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).dependencies?.['shared-contracts'] ?? '';
  const shellVersion = JSON.parse(readFileSync(join(contractsDir, 'package.json'), 'utf8')).version;
  return { range, shellVersion, fits: Boolean(range) && satisfy(shellVersion, range) };
}

/**
 * Libraries a remote's code must not import itself: the shell bundles them and hands over what a
 * remote needs through shared-contracts (react-router's parts in routes/navigation.ts, the data
 * hooks over the shell's one Apollo client in data/; graphql and rxjs come with Apollo). A remote's own copy would be a second router
 * whose Link and hooks see no route. Tests may use them (a MemoryRouter around a component).
 */
export const BUNDLED_BY_THE_SHELL = ['react-router', '@apollo/client', 'graphql', 'rxjs', '@reduxjs/toolkit'];

/** Each source file (tests and src/testing/ left out) importing one of BUNDLED_BY_THE_SHELL, with the library. */
export function importsOfShellLibraries(srcDir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    // Type-only imports cost nothing at run time.
    for (const [, typeOnly, library] of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s*)?'([^']+)'/gm)) {
      if (typeOnly) continue;
      const root = library.startsWith('@') ? library.split('/').slice(0, 2).join('/') : library.split('/')[0];
      if (BUNDLED_BY_THE_SHELL.includes(root)) found.push(`${file.slice(srcDir.length + 1)}: ${library}`);
    }
  }
  return found;
}

/**
 * The house layout (CONTRIBUTING.md): test helpers in `testing/`, a team's own shared parts in
 * `common/`; components `PascalCase.tsx` (their styles `PascalCase.module.css`), hooks
 * `useSomething.ts`, every other file kebab-case. Suffixes after the first dot (`.test`,
 * `.module`, `.server`, `.tr`) are free. A module's route loader sits beside the module it loads
 * for and takes its name: `exposed/ProductPage.data.ts` (route-loader.ts).
 */
const OTHER_FOLDER_NAMES: Record<string, string> = { test: 'testing', tests: 'testing', 'test-utils': 'testing', __tests__: 'testing', shared: 'common', utils: 'common', helpers: 'common' };
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ROUTE_LOADER = /^[A-Z][A-Za-z0-9]*\.data(\.test)?\.tsx?$/;

/** Each folder or file under srcDir that breaks the house layout, with the rule it breaks. */
export function layoutViolations(srcDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      const where = file.slice(srcDir.length + 1);
      if (statSync(file).isDirectory()) {
        if (OTHER_FOLDER_NAMES[name]) found.push(`${where}: call it ${OTHER_FOLDER_NAMES[name]}/`);
        else if (!KEBAB.test(name)) found.push(`${where}: folders are kebab-case`);
        visit(file);
        continue;
      }
      const stem = name.split('.')[0];
      const extension = name.slice(name.lastIndexOf('.'));
      if (PASCAL.test(stem)) {
        if (!['.tsx', '.css'].includes(extension) && !ROUTE_LOADER.test(name)) found.push(`${where}: PascalCase names a component (.tsx) or its styles`);
      } else if (HOOK.test(stem)) {
        if (!['.ts', '.tsx'].includes(extension)) found.push(`${where}: useSomething names a hook`);
      } else if (!KEBAB.test(stem)) {
        found.push(`${where}: name it kebab-case (components PascalCase, hooks useSomething)`);
      }
    }
  };
  visit(srcDir);
  return found;
}

/**
 * The checks as a team's tests, in its src/team-contracts.test.ts:
 * `teamContractTests('mf-catalog', __dirname)` (srcDir: the team's src folder; the shell passes
 * `{ host: true }`).
 */
export function teamContractTests(team: string, srcDir: string, { host = false }: { host?: boolean } = {}) {
  test(`every GraphQL document ${team} uses is valid against the API schema`, () => {
    const used = documentsUsedBy(srcDir);
    expect(used.length).toBeGreaterThan(0);
    expect(invalidDocuments(used)).toEqual([]);
  });

  test(`${team}'s shared-contracts range accepts the version the shell is built with`, () => {
    const { range, shellVersion, fits } = contractsRangeFits(join(srcDir, '..'));
    expect({ range, shellVersion, fits }).toEqual({ range, shellVersion, fits: true });
  });

  test(`${team} follows the house layout and file names`, () => {
    expect(layoutViolations(srcDir)).toEqual([]);
  });

  // The host is the one that bundles them.
  if (!host) {
    test(`${team} takes the router from shared-contracts and imports no library the shell bundles`, () => {
      expect(importsOfShellLibraries(srcDir)).toEqual([]);
    });
  }
}
