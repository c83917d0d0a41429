import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A feature is one name in four places: its folder of src/features, its island folder, its tests'
 * folder and its line in the README's features list, each in the spec's words. A newcomer who finds
 * one finds the others by the same name.
 */

/** What the check reads of a tree. */
export interface FeatureTree {
  features: readonly string[];
  testFolders: readonly string[];
  islandFolders: readonly string[];
  /** The names the README's features list gives, in its order. */
  listed: readonly string[];
}

/** Island folders that are the browser's machinery, not a feature's: their server side is not in src/features. */
export const ISLAND_FOLDERS_NO_FEATURE_OWNS = ['shell', 'search'] as const;

/** The names of the README's "## Features" list: each line `- \`name\`: what it holds`. */
export function listedFeatures(readme: string): string[] {
  const section = /^## Features\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^- `([^`]+)`:/gm)].map((match) => match[1]!);
}

export function featureFolderProblems({ features, testFolders, islandFolders, listed }: FeatureTree): string[] {
  const isFeature = new Set(features);
  const noFeature = new Set<string>(ISLAND_FOLDERS_NO_FEATURE_OWNS);
  return [
    ...features.filter((feature) => !testFolders.includes(feature)).map((feature) => `src/features/${feature} has no tests/${feature}`),
    ...features.filter((feature) => !listed.includes(feature)).map((feature) => `the README's features list misses src/features/${feature}`),
    ...listed.filter((name) => !isFeature.has(name)).map((name) => `the README's features list names ${name}, which is no folder of src/features`),
    ...listed.filter((name, index) => listed.indexOf(name) !== index).map((name) => `the README's features list names ${name} twice`),
    ...islandFolders.filter((island) => !isFeature.has(island) && !noFeature.has(island)).map((island) => `islands/${island} is named as no feature of src/features`),
  ];
}

const folders = (path: string): string[] =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export function featureTreeAt(root: string): FeatureTree {
  return {
    features: folders(join(root, 'src/features')),
    testFolders: folders(join(root, 'tests')),
    islandFolders: folders(join(root, 'islands')),
    listed: listedFeatures(readFileSync(join(root, 'README.md'), 'utf8')),
  };
}
