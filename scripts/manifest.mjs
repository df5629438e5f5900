// Writes dist/custom-elements.json, the Custom Elements Manifest of <sudoku-board> and
// <sudoku-explainer>, made by @custom-elements-manifest/analyzer from the elements' sources: tag
// names, attributes, properties, methods, events and parts (the classes' JSDoc), plus the CSS
// custom properties of each element's stylesheet (the plugin below). Run by scripts/bundle.mjs.
import { create, ts } from "@custom-elements-manifest/analyzer";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// Each element's source and the module the package ships it as (the manifest names the latter).
const ELEMENTS = {
  "web/elements/board.js": "dist/board.mjs",
  "web/elements/explainer.js": "dist/explainer.mjs",
};
// Classes an element extends that live in a module of their own (not exported by the package):
// their members are listed as the element's own, and their module is left out of the manifest.
const BASES = { "web/elements/board-attributes.js": "BoardAttributes" };

/** The `--sudoku-*` properties a stylesheet reads or sets, each with its first default. */
function customProperties(css) {
  const found = new Map();
  for (const match of css.matchAll(
    /(--sudoku-[\w-]+)\s*:\s*([^;]+);|var\((--sudoku-[\w-]+)\s*(,)?/g,
  )) {
    const name = match[1] ?? match[3];
    if (!found.has(name)) found.set(name, undefined);
    if (found.get(name) !== undefined) continue;
    if (match[1]) found.set(name, match[2].trim());
    else if (match[4]) found.set(name, fallbackAt(css, match.index + match[0].length));
  }
  return found;
}

/** The fallback of a var() whose comma is just before `start`: up to its closing parenthesis. */
function fallbackAt(css, start) {
  let depth = 0;
  for (let at = start; at < css.length; at++) {
    if (css[at] === "(") depth++;
    else if (css[at] === ")" && depth-- === 0) return css.slice(start, at).trim();
  }
  return undefined;
}

/**
 * Adds `cssProperties` to each element from the stylesheets its module imports (`import styles
 * from "./board.css"`), leaving out those the element sets itself (`style.setProperty(…)`: the
 * board's size, not a theme hook). A JSDoc `@cssprop` of the same name keeps its description.
 */
function stylesheetProperties() {
  const sheets = new Map(); // module path → stylesheet paths
  return {
    name: "valid-sudoku: stylesheet custom properties",
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isImportDeclaration(node) && node.moduleSpecifier.text.endsWith(".css")) {
        const sheet = join(root, dirname(moduleDoc.path), node.moduleSpecifier.text);
        sheets.set(moduleDoc.path, [...(sheets.get(moduleDoc.path) ?? []), sheet]);
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const internal = setByTheElements();
      for (const module of customElementsManifest.modules) {
        const found = new Map();
        for (const sheet of sheets.get(module.path) ?? [])
          for (const [name, value] of customProperties(readFileSync(sheet, "utf8")))
            if (!found.has(name) && !internal.has(name)) found.set(name, value);
        for (const element of module.declarations.filter((d) => d.customElement)) {
          element.cssProperties ??= [];
          for (const [name, value] of found) {
            if (element.cssProperties.some((property) => property.name === name)) continue;
            element.cssProperties.push(value === undefined ? { name } : { name, default: value });
          }
        }
      }
    },
  };
}

/**
 * Keeps the public members each class declares (not its #private ones; the analyzer also reads
 * `this.#status.textContent = …` as a field of the element), and links each attribute to the
 * property of the same name.
 */
function declaredMembers() {
  const declared = new Map(); // class name → names of its members
  const bases = new Set(Object.values(BASES));
  return {
    name: "valid-sudoku: declared members",
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const names = node.members.map((member) => member.name?.getText()).filter(Boolean);
      const base = node.heritageClauses?.[0]?.types[0]?.expression.getText();
      if (bases.has(base)) names.push(...declared.get(base));
      declared.set(node.name.text, new Set(names));
    },
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      modules.splice(0, modules.length, ...modules.filter((module) => !BASES[module.path]));
      for (const module of modules)
        for (const element of module.declarations.filter((d) => d.customElement)) {
          const names = declared.get(element.name);
          element.members = element.members.filter(
            (member) => names.has(member.name) && !member.name.startsWith("#"),
          );
          for (const member of element.members)
            if (bases.has(member.inheritedFrom?.name)) delete member.inheritedFrom;
          if (bases.has(element.superclass?.name))
            element.superclass = { name: "HTMLElement", package: "global:" };
          for (const attribute of element.attributes ?? [])
            if (element.members.some((member) => member.name === attribute.name))
              attribute.fieldName = attribute.name;
        }
    },
  };
}

/** Names the shipped modules, not the sources, so tools import what the package has. */
function shippedPaths() {
  return {
    name: "valid-sudoku: shipped module paths",
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const shipped = ELEMENTS[module.path];
        for (const entry of module.exports ?? [])
          if (entry.declaration?.module === module.path) entry.declaration.module = shipped;
        module.path = shipped;
      }
    },
  };
}

/** The custom properties the elements' parts set themselves (`style.setProperty("--sudoku-size", …)`). */
function setByTheElements() {
  const folder = join(root, "web/elements");
  const names = new Set();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".js")))
    for (const [, name] of readFileSync(join(folder, file), "utf8").matchAll(
      /\.setProperty\(\s*"(--[\w-]+)"/g,
    ))
      names.add(name);
  return names;
}

export function writeManifest(dist = join(root, "dist")) {
  // (a base class first, so that its members are known when its element is read)
  const modules = [...Object.keys(BASES), ...Object.keys(ELEMENTS)].map((path) =>
    ts.createSourceFile(path, readFileSync(join(root, path), "utf8"), ts.ScriptTarget.ES2022, true),
  );
  const manifest = create({
    modules,
    plugins: [stylesheetProperties(), declaredMembers(), shippedPaths()],
    context: { dev: false },
  });
  writeFileSync(join(dist, "custom-elements.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
