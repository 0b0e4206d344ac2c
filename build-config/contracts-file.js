// Reads shared-contracts' TypeScript sources at build time (the route table, constants, the
// shell's messages): transpiled with TypeScript and evaluated on their own. Only files without
// runtime imports can be read this way (type imports are erased); one that imports fails loudly.
const fs = require('node:fs');
const path = require('node:path');

/** Evaluates a TypeScript source file that has no runtime imports (type imports only). */
function loadTsFile(file) {
  const ts = require('typescript');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const mod = { exports: {} };
  new Function('exports', 'module', 'require', outputText)(mod.exports, mod, () => {
    throw new Error(`${file} must not import at runtime to be read by the build`);
  });
  return { file, exports: mod.exports };
}

/** The folder of shared-contracts as `fromDir` resolves it. */
function contractsDir(fromDir = __dirname) {
  return path.dirname(require.resolve('shared-contracts/package.json', { paths: [fromDir] }));
}

/** A file of shared-contracts by its path inside the package ('src/routes/route-table.ts'). */
const loadContractsFile = (relative, fromDir) => loadTsFile(path.join(contractsDir(fromDir), relative));

/**
 * A remote's webpack `exposes`, derived from the route table (routes and widgets): module
 * './CategoryPage' is the file src/exposed/CategoryPage.tsx of the remote, and its loader
 * './CategoryPage.data' the file src/exposed/CategoryPage.data.ts. A missing file fails
 * the build naming it, so a route added to the table cannot ship without its module.
 */
function exposesFromRouteTable(federationName, packageDir) {
  const { exposedModules } = loadContractsFile('src/routes/route-table.ts', packageDir).exports;
  const modules = exposedModules(federationName);
  const exposes = {};
  for (const module of modules) {
    const file = `./src/exposed/${module.replace(/^\.\//, '')}.tsx`;
    if (!fs.existsSync(path.join(packageDir, file))) {
      throw new Error(`${federationName}: the route table (shared-contracts) names ${module}, but ${file} does not exist`);
    }
    exposes[module] = file;
    // The module's route loader (the data of its first screen), exposed beside it as
    // './<Module>.data' so that the shell loads both at the same time. Every module has one (an
    // empty one reads nothing): the shell then never asks for a loader that is not there.
    const loader = file.replace(/\.tsx$/, '.data.ts');
    if (!fs.existsSync(path.join(packageDir, loader))) {
      throw new Error(`${federationName}: ${module} has no loader: ${loader} does not exist (see CONTRIBUTING, "A page's data")`);
    }
    exposes[`${module}.data`] = loader;
  }
  return exposes;
}

module.exports = { loadTsFile, loadContractsFile, exposesFromRouteTable };
