import { scriptJson } from './script-json';

describe('scriptJson', () => {
  it('cannot close or comment out its script element, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & </SCRIPT >', lines: 'a\u2028b\u2029c', n: 1, list: [null, true] };
    const json = scriptJson(value);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    // A JavaScript engine reads the same value too (the Apollo and Redux state are assigned as code).
    expect(new Function(`return ${json};`)()).toEqual(value);
  });

  it('writes undefined as null', () => {
    expect(scriptJson(undefined)).toBe('null');
    expect(scriptJson('plain')).toBe('"plain"');
  });
});
