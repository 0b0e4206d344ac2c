// jsdom plus the fetch-era globals of Node (Response, Request, Headers, structuredClone) that
// jsdom lacks; the Apollo link tests build real Responses.
const { TestEnvironment } = require('jest-environment-jsdom');

class ShellTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Request', 'Headers', 'structuredClone', 'TextEncoder', 'TextDecoder']) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = ShellTestEnvironment;
