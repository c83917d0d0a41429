import { describe, expect, it } from 'vitest';
import { joinedCallOptions, type BatchedCallOptions } from '../../src/gateway/batch-options.ts';

describe("a request's query joins its merged call", () => {
  it.each<[string, BatchedCallOptions, BatchedCallOptions, BatchedCallOptions | null]>([
    ["a catalogue query joins a member's", { accessToken: 'a', site: 'aurora' }, {}, { accessToken: 'a', site: 'aurora' }],
    ["a member's query joins the catalogue's, bringing its token and site", {}, { accessToken: 'a', site: 'aurora' }, { accessToken: 'a', site: 'aurora' }],
    ['the same token joins', { accessToken: 'a' }, { accessToken: 'a' }, { accessToken: 'a' }],
    ['another token (refreshed meanwhile) goes alone', { accessToken: 'a' }, { accessToken: 'b' }, null],
    ['the shortest time-out wins', { timeoutMs: 800 }, { timeoutMs: 300 }, { timeoutMs: 300 }],
    ["a query's own time-out bounds a call that had none", {}, { timeoutMs: 300 }, { timeoutMs: 300 }],
    ['no time-out of its own leaves the call as it was', { timeoutMs: 800 }, {}, { timeoutMs: 800 }],
  ])('%s', (_case, merged, joining, expected) => {
    expect(joinedCallOptions(merged, joining)).toEqual(expected);
  });
});
