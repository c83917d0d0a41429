import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION_HEADER, InvalidEnvironmentError, readEnv } from '../../src/settings/env.ts';

describe('the settings of the cover and the error screen', () => {
  it('defaults to the development region header, no report form and no crash triggers', () => {
    const env = readEnv({});
    expect([env.REGION_HEADER, env.ERROR_REPORT_URL, env.CRASH_TRIGGERS]).toEqual([DEFAULT_REGION_HEADER, undefined, false]);
  });

  it('takes a region header name in any case, and refuses one that is no header name', () => {
    expect(readEnv({ REGION_HEADER: 'CloudFront-Viewer-Region' }).REGION_HEADER).toBe('cloudfront-viewer-region');
    expect(() => readEnv({ REGION_HEADER: 'x region' })).toThrow(/REGION_HEADER: must be an HTTP header name/);
  });

  it('refuses the crash triggers in production, naming the variable and the fix', () => {
    expect(readEnv({ CRASH_TRIGGERS: '1' }).CRASH_TRIGGERS).toBe(true);
    expect(() => readEnv({ CRASH_TRIGGERS: '1', SITE_ENV: 'production' })).toThrow(InvalidEnvironmentError);
    expect(() => readEnv({ CRASH_TRIGGERS: '1', SITE_ENV: 'production' })).toThrow(/CRASH_TRIGGERS: must not be set with SITE_ENV=production.*never with SITE_ENV=production/);
  });

  it('refuses a report form that is no http(s) URL', () => {
    expect(() => readEnv({ ERROR_REPORT_URL: 'mailto:x@example.com' })).toThrow(/ERROR_REPORT_URL/);
  });
});
