import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { featureFolderProblems, featureTreeAt, listedFeatures, type FeatureTree } from './feature-folders.ts';

describe('each feature has one name: its folder, its island folder, its tests and its README line', () => {
  it('holds for the tree', () => {
    const tree = featureTreeAt(PROJECT_ROOT);
    expect(tree.features.length).toBeGreaterThan(20);
    expect(featureFolderProblems(tree)).toEqual([]);
  });
});

describe('the check bites', () => {
  const tree: FeatureTree = { features: ['downloads', 'player'], testFolders: ['downloads', 'player', 'server'], islandFolders: ['player', 'shell', 'search'], listed: ['downloads', 'player'] };

  it.each<[string, Partial<FeatureTree>, string[]]>([
    ['a tree that holds', {}, []],
    ['a feature without tests of its own', { testFolders: ['downloads', 'server'] }, ['src/features/player has no tests/player']],
    ['a feature the README does not list', { listed: ['downloads'] }, ["the README's features list misses src/features/player"]],
    ['a README line for no folder', { listed: ['downloads', 'player', 'watching'] }, ["the README's features list names watching, which is no folder of src/features"]],
    ['a README line twice', { listed: ['downloads', 'player', 'player'] }, ["the README's features list names player twice"]],
    ['an island folder named as no feature', { islandFolders: ['watching', 'shell'] }, ['islands/watching is named as no feature of src/features']],
  ])('%s', (_case, change, problems) => {
    expect(featureFolderProblems({ ...tree, ...change })).toEqual(problems);
  });

  it("reads the README's list from its Features section only", () => {
    const readme = '## Project structure\n\n- `src/`: no feature\n\n## Features\n\nIntro.\n\n- `downloads`: the quota\n- `player`: the player\n\n## Commands\n\n- `npm start`: starts\n';
    expect(listedFeatures(readme)).toEqual(['downloads', 'player']);
  });
});
