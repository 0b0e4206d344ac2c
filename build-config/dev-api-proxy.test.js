const path = require('node:path');
const { devApiProxy } = require('./dev-api-proxy');

const shellDir = path.join(__dirname, '..', 'shell');

function forwarded(headers) {
  const set = {};
  devApiProxy(shellDir).onProxyReq({ setHeader: (name, value) => (set[name] = value) }, { headers });
  return set;
}

describe('the development proxy to the API', () => {
  it('takes the API paths', () => {
    expect(devApiProxy(shellDir).context).toEqual(expect.arrayContaining(['/graphql', '/Catalog', '/payment']));
  });

  it('turns the token cookie into a bearer header', () => {
    expect(forwarded({ cookie: 'NEXT_LANGUAGE=en; token=abc_DEF-123' })).toEqual({ authorization: 'Bearer abc_DEF-123' });
  });

  it('leaves a bearer header the caller sent, and a malformed or missing cookie', () => {
    expect(forwarded({ cookie: 'token=abc', authorization: 'Bearer other' })).toEqual({});
    expect(forwarded({ cookie: 'token=a b\r\nx' })).toEqual({});
    expect(forwarded({})).toEqual({});
  });
});
