// The development servers' door to the API (webpack-dev-server's proxy), doing what the site
// server's gateway does in production (scripts/site-server/session-gateway.mjs): the HttpOnly
// token cookie becomes the `Authorization: Bearer` header. The cookie's name comes from
// shared-contracts.
const { loadContractsFile } = require('./contracts-file');

const API_PATHS = ['/graphql', '/Catalog', '/images', '/captcha', '/payment'];

function cookieValue(cookieHeader, name) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** The proxy entry for webpack-dev-server; packageDir resolves shared-contracts. */
function devApiProxy(packageDir, target = process.env.API_URL || 'http://localhost:4000') {
  const { TOKEN_COOKIE } = loadContractsFile('src/constants/business.ts', packageDir).exports;
  return {
    context: API_PATHS,
    target,
    // http-proxy-middleware 2 (webpack-dev-server 5)'s hook.
    onProxyReq(proxyReq, req) {
      const token = cookieValue(req.headers.cookie, TOKEN_COOKIE);
      if (!req.headers.authorization && token && /^[\w-]{1,512}$/.test(token)) proxyReq.setHeader('authorization', `Bearer ${token}`);
    },
  };
}

module.exports = { devApiProxy, cookieValue };
