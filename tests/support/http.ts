// The raw request lives with the scripts (the benchmarks log in with it too); tests keep importing it from here.
export { rawRequest, type RawResponse } from '../../scripts/lib/raw-request.ts';
