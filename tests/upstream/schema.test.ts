import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../../upstream/schema.graphql', import.meta.url), 'utf8'));

describe('upstream/schema.graphql', () => {
  it.each([
    ['getVideo', ['input']],
    ['getPictureSet', ['slug', 'site']],
    ['getAwardedVideos', ['skip', 'first', 'site']],
    ['getChannelVideos', ['channelSlug']],
    ['getAllFilters', ['site', 'filter', 'minScenes']],
    ['getVideoRecommendations', ['site', 'videoId', 'limit']],
    ['getVideoRecommendationsCrossNavigation', ['site', 'videoId', 'limit']],
    ['getWelcomePagePictureSet', ['input']],
    ['findDeals', ['input']],
    ['getTopRatedVideos', ['site', 'skip', 'first']],
    ['getCuratorFeed', ['site', 'first']],
    ['videos', ['site', 'skip', 'first', 'filter']],
    ['performers', ['site', 'skip', 'first', 'filter', 'orderBy']],
    ['categories', ['site', 'skip', 'first']],
    ['channels', ['site', 'skip', 'first']],
    ['showcases', ['site', 'skip', 'first']],
    ['pictureSets', ['site', 'skip', 'first']],
    ['search', ['site', 'q', 'skip', 'first']],
  ])('has the query %s with arguments %j', (name, args) => {
    const field = schema.getQueryType()?.getFields()[name];
    expect(field, name).toBeDefined();
    expect(field?.args.map((a) => a.name)).toEqual(args);
  });

  it('names the facets of browsing spec section 3', () => {
    const values = (type: string) => (schema.getType(type) as GraphQLEnumType).getValues().map((v) => v.name);
    expect(values('VideoFacetName')).toEqual(['categories', 'featuredCategories', 'directors', 'modelsF', 'modelsM', 'sites', 'channels', 'hairColor', 'ageF', 'ageM', 'breast', 'year', 'nationalityF', 'nationalityM']);
    expect(values('PerformerFacetName')).toEqual(['sex', 'name', 'sites', 'breast', 'hairColor', 'nationality']);
    expect(values('DealType')).toEqual(['carousel', 'interstitial', 'listing']);
  });
});
